/** @jest-environment node */
import { confirmToSender, notifyChat, type NewLead } from './notices';
import type { Env } from './endpoint';

/** A database that answers the confirmation count with `sentToday` and records every update. */
function fakeEnv(vars: Partial<Env>, sentToday = 0) {
  const updates: unknown[][] = [];
  const DB = {
    prepare(sql: string) {
      return {
        bind: (...values: unknown[]) => ({
          first: async () => ({ sent: sentToday }),
          run: async () => {
            updates.push([sql.replace(/\s+/g, ' ').slice(0, 40), ...values]);
            return { meta: { changes: 1 } };
          },
        }),
      };
    },
  };
  return { env: { DB, ...vars } as unknown as Env, updates };
}

const lead: NewLead = {
  id: 'lead-1',
  quote: { name: 'Ada', email: 'ada@example.org', company: '', phone: '', service: 'bim', message: 'm', drawings_link: '' },
  files: [],
  source: null,
  origin: 'https://www.example.com',
};

describe('the sender\'s confirmation', () => {
  const realFetch = globalThis.fetch;
  let sent: { url: string; body: { to: string[] } }[];
  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (url: string, init: { body: string }) => {
      sent.push({ url: String(url), body: JSON.parse(init.body) });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('goes to the sender once, and the lead records it', async () => {
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k', EMAIL_API_URL: 'http://email.test' });
    await confirmToSender(env, lead, Date.now());
    expect(sent.map((s) => [s.url, s.body.to])).toEqual([['http://email.test/emails', ['ada@example.org']]]);
    expect(updates).toEqual([[expect.stringContaining('UPDATE quote_requests SET confirm'), 'sent', 'lead-1']]);
  });

  it('is not sent when QUOTE_CONFIRM=off, nor without an email API', async () => {
    await confirmToSender(fakeEnv({ RESEND_API_KEY: 'k', QUOTE_CONFIRM: 'off' }).env, lead, Date.now());
    await confirmToSender(fakeEnv({}).env, lead, Date.now());
    expect(sent).toEqual([]);
  });

  it('stops at three a day to one address, whatever the network limit lets through', async () => {
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k' }, 3);
    await confirmToSender(env, lead, Date.now());
    expect(sent).toEqual([]);
    expect(updates[0]?.[1]).toBe('not sent: 3 confirmations already went to this address today');
  });
});

describe('the chat line', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('records a failing webhook on the lead and touches nothing else', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = (async () => new Response('no', { status: 500 })) as unknown as typeof fetch;
    const { env, updates } = fakeEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/x' });
    await notifyChat(env, lead);
    expect(updates).toEqual([[expect.stringContaining('UPDATE quote_requests SET chat'), 'not sent: the webhook answered 500', 'lead-1']]);
  });

  it('is not tried without a webhook', async () => {
    const { env, updates } = fakeEnv({});
    await notifyChat(env, lead);
    expect(updates).toEqual([]);
  });
});
