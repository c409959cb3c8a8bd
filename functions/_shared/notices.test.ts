/** @jest-environment node */
import { CONFIRMATIONS_PER_HOUR, NOT_CHALLENGED_CONFIRMATION, announceWithdrawal, chatPayload, confirmToSender, notifyChat, slackText, teamsText, type NewLead } from './notices';
import type { Env } from './endpoint';

/** A database that answers the confirmation count with `sentToday` and records every update. */
function fakeEnv(vars: Partial<Env>, sentToday = 0, hourFull = false) {
  const updates: unknown[][] = [];
  const DB = {
    prepare(sql: string) {
      return {
        bind: (...values: unknown[]) => ({
          first: async () => ({ sent: sentToday }),
          run: async () => {
            updates.push([sql.replace(/\s+/g, ' ').slice(0, 40), ...values]);
            return { meta: { changes: hourFull && sql.includes("'sending'") ? 0 : 1 } };
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
  link: 'https://www.example.com/request/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ/',
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

  it('goes to the sender once, with their private link, and the lead records it', async () => {
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k', EMAIL_API_URL: 'http://email.test' });
    await confirmToSender(env, lead, Date.now());
    expect(sent.map((s) => [s.url, s.body.to])).toEqual([['http://email.test/emails', ['ada@example.org']]]);
    expect((sent[0]?.body as unknown as { text: string }).text).toContain(`\n${lead.link}\n`);
    expect(updates).toEqual([
      [expect.stringContaining('UPDATE quote_requests SET confirm'), 'lead-1', expect.any(String), CONFIRMATIONS_PER_HOUR],
      [expect.stringContaining('UPDATE quote_requests SET confirm'), 'sent', 'lead-1'],
    ]);
  });

  it('stops when the site has sent its confirmations for the hour, to every address together', async () => {
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k' }, 0, true);
    await confirmToSender(env, lead, Date.now());
    expect(sent).toEqual([]);
    expect(updates.at(-1)).toEqual([expect.any(String), `not sent: the site's ${CONFIRMATIONS_PER_HOUR} confirmations an hour had gone out`, 'lead-1']);
  });

  it('is not sent when QUOTE_CONFIRM=off, nor without an email API', async () => {
    await confirmToSender(fakeEnv({ RESEND_API_KEY: 'k', QUOTE_CONFIRM: 'off' }).env, lead, Date.now());
    await confirmToSender(fakeEnv({}).env, lead, Date.now());
    expect(sent).toEqual([]);
  });

  it('is not sent to the address a request without the challenge typed, and takes no place in the hour\'s', async () => {
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k' });
    await confirmToSender(env, { ...lead, unchallenged: true }, Date.now());
    expect(sent).toEqual([]);
    expect(updates).toEqual([[expect.stringContaining('UPDATE quote_requests SET confirm'), NOT_CHALLENGED_CONFIRMATION, 'lead-1']]);
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

describe('what a visitor typed, in the chat line', () => {
  const hostile: NewLead = {
    ...lead,
    quote: { ...lead.quote, name: '<https://evil.example|Open in lead desk> <!channel> & _a_', company: '[Open](https://evil.example) <at>All</at> **x** `y` \\' },
  };
  const slack = 'https://hooks.slack.com/services/T000/B000/XXXX';
  const teams = 'https://firm.webhook.office.com/webhookb2/abc@def/IncomingWebhook/123/456';

  it('is plain text in Slack: no link it labels, no mention, no preview', () => {
    const payload = chatPayload(slack, hostile);
    expect(payload).toEqual({
      text: 'New quote request from &lt;https://evil.example|Open in lead desk&gt; &lt;!channel&gt; &amp; _a_, [Open](https://evil.example) &lt;at&gt;All&lt;/at&gt; **x** `y` \\ for BIM Services: https://www.example.com/desk/?lead=lead-1',
      unfurl_links: false,
      unfurl_media: false,
    });
    // Slack's control sequences all start with `<`: none is left.
    expect(String(payload.text)).not.toMatch(/[<>]/);
    expect(slackText('<@U024BE7LH> <#C123> <!here> a & b')).toBe('&lt;@U024BE7LH&gt; &lt;#C123&gt; &lt;!here&gt; a &amp; b');
  });

  it("is plain text in a Teams card: no link, mention or formatting, and the desk link is the card's own button", () => {
    const payload = chatPayload(teams, hostile) as { type: string; attachments: { contentType: string; content: { body: { text: string }[]; actions: unknown[] } }[] };
    expect(payload.type).toBe('message');
    const [card] = payload.attachments;
    expect(card?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card?.content.body[0]?.text).toBe(
      String.raw`New quote request from \<https://evil.example\|Open in lead desk\> \<\!channel\> & \_a\_, \[Open\]\(https://evil.example\) \<at\>All\</at\> \*\*x\*\* \`y\` \\ for BIM Services: https://www.example.com/desk/?lead=lead-1`,
    );
    expect(card?.content.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open in lead desk', url: 'https://www.example.com/desk/?lead=lead-1' }]);
    expect(teamsText('**a**')).toBe(String.raw`\*\*a\*\*`);
    // A Power Automate workflow takes the same card; any other host gets Slack's format.
    expect(chatPayload('https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x', hostile)).toHaveProperty('attachments');
    expect(chatPayload('http://127.0.0.1:4273/chat', hostile)).toHaveProperty('unfurl_links', false);
  });
});

describe('a withdrawal', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('tells the firm by email and chat with the reference only, and writes nothing', async () => {
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    globalThis.fetch = (async (url: string, init: { body: string }) => {
      posts.push({ url: String(url), body: JSON.parse(init.body) });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const { env, updates } = fakeEnv({ RESEND_API_KEY: 'k', QUOTE_NOTIFY_TO: 'firm@example.com', EMAIL_API_URL: 'http://email.test', LEAD_WEBHOOK_URL: 'https://firm.webhook.office.com/x' });
    await announceWithdrawal(env, 'lead-1');
    expect(posts.map((p) => p.url).sort()).toEqual(['http://email.test/emails', 'https://firm.webhook.office.com/x']);
    const email = posts.find((p) => p.url.endsWith('/emails'))!.body;
    expect(email).toMatchObject({ to: ['firm@example.com'], subject: 'Quote request withdrawn (reference lead-1)' });
    expect(email).not.toHaveProperty('reply_to');
    // A Teams card with no button: there is no lead left to open.
    const card = (posts.find((p) => p.url.includes('webhook'))!.body as { attachments: { content: { body: { text: string }[]; actions: unknown[] } }[] }).attachments[0]!.content;
    expect(card.body[0]!.text).toBe('A quote request was withdrawn by its sender and erased: reference lead-1');
    expect(card.actions).toEqual([]);
    expect(updates).toEqual([]);
  });
});
