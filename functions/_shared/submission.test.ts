/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { Env } from './endpoint';
import { sealAnswer, submissionHash, unsealAnswer } from './submission';

const env = (secret: string) => ({ QUOTE_HASH_SECRET: secret }) as unknown as Env;

test('a submission key is stored as its SHA-256, never as itself', async () => {
  const key = '2f1c6a57-3b9e-4d0a-9c11-5e2b7f8a9d10';
  expect(await submissionHash(key)).toBe(createHash('sha256').update(key).digest('hex'));
  expect(await submissionHash(key)).not.toContain(key);
});

test('a first answer\'s link is sealed for the database, and opens only with the same secret, untampered', async () => {
  const token = 'A'.repeat(43);
  const sealed = await sealAnswer(env('one'), token);
  expect(sealed).not.toContain(token);
  expect(await unsealAnswer(env('one'), sealed)).toBe(token);
  expect(await sealAnswer(env('one'), token)).not.toBe(sealed);
  expect(await unsealAnswer(env('two'), sealed)).toBeNull();
  expect(await unsealAnswer(env('one'), `${sealed.slice(0, -2)}AA`)).toBeNull();
  expect(await unsealAnswer(env('one'), '')).toBeNull();
});
