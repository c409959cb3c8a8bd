/** @jest-environment node */
import { visit } from './visit';
import type { Env } from '../_shared/endpoint';

/** A runtime whose every binding fails: the beacon still answers 204 and logs why. */
const broken = new Proxy({}, { get: () => { throw new Error('binding unavailable'); } });
const env = { DB: broken, ASSETS: { fetch: async () => { throw new Error('assets unavailable'); } }, FILES: broken } as unknown as Env;

it('answers 204 whatever fails, logging what went wrong', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const request = new Request('https://www.example.com/api/visit', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' }, body: 'landing=%2F' });
  const answer = await visit(request, env, {} as ExecutionContext, []);
  expect(answer.status).toBe(204);
  expect(answer.headers.get('Visit')).toBe('not counted: failed');
  expect(logged).toHaveBeenCalledWith('visit not counted', expect.any(Error));
  logged.mockRestore();
});
