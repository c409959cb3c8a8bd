/** @jest-environment node */
import { readJsonObject } from './endpoint';

const post = (body: string, headers: Record<string, string> = {}) => new Request('https://www.example.com/api/uploads', { method: 'POST', headers, body });

describe('readJsonObject', () => {
  it.each(['null', '[]', '[{"name":"a.pdf"}]', '42', '"a.pdf"', 'true'])('refuses %s: valid JSON, but no object (a 400, not a 500)', async (body) => {
    expect(await readJsonObject(post(body), 4096)).toEqual({ ok: false, status: 400, reason: 'The body must be a JSON object.' });
  });

  it('refuses what is not JSON, and what is over the limit by its length or its bytes', async () => {
    expect(await readJsonObject(post('{"name":'), 4096)).toEqual({ ok: false, status: 400, reason: 'The body is not valid JSON.' });
    expect(await readJsonObject(post(`{"name":"${'a'.repeat(5000)}"}`), 4096)).toMatchObject({ ok: false, status: 413 });
    expect(await readJsonObject(post('{}', { 'Content-Length': '99999' }), 4096)).toMatchObject({ ok: false, status: 413 });
  });

  it('takes an object, and an empty body as one only when asked', async () => {
    expect(await readJsonObject(post('{"name":"a.pdf","size":3}'), 4096)).toEqual({ ok: true, value: { name: 'a.pdf', size: 3 } });
    expect(await readJsonObject(post(''), 4096)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonObject(post(''), 4096, 'as-object')).toEqual({ ok: true, value: {} });
  });
});
