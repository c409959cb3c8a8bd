#!/usr/bin/env node
/**
 * Stands in for the email API (Resend's POST /emails) during the e2e suite: the quote function is
 * pointed here with EMAIL_API_URL, so the suite can see what the firm would be sent without a network.
 * GET /sent lists what arrived; GET /attempts lists every POST, failed ones included.
 *
 * A test makes the API fail on purpose by a word in the request's message: EMAIL-FAILS-ONCE answers
 * the first attempt for that email with a 500, EMAIL-FAILS-ALWAYS every attempt.
 *
 * It also stands in for a chat webhook (LEAD_WEBHOOK_URL): POST /chat records the message, GET /chats
 * lists them; a message with CHAT-FAILS in it is answered 500.
 */
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
const sent = [];
const attempts = [];
const chats = [];
const verifications = [];

const server = createServer((req, res) => {
  // One request per connection: a client that keeps connections open (fetch does) then never sends a
  // request on one the stub is closing. Longer keep-alive timeouts only made that race rarer: on a
  // loaded machine a poll still met "other side closed".
  res.setHeader('Connection', 'close');
  if (req.method === 'POST' && req.url === '/emails') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const email = { authorization: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'], ...JSON.parse(body) };
      attempts.push(email);
      const tries = attempts.filter((a) => a.idempotencyKey === email.idempotencyKey).length;
      const fails = email.text.includes('EMAIL-FAILS-ALWAYS') || (email.text.includes('EMAIL-FAILS-ONCE') && tries === 1);
      if (fails) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'stub failure on purpose' }));
        return;
      }
      sent.push(email);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `email-${sent.length}` }));
    });
    return;
  }
  if (req.method === 'POST' && req.url === '/chat') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const message = JSON.parse(body);
      if (String(message.text).includes('CHAT-FAILS')) {
        res.writeHead(500).end('stub failure on purpose');
        return;
      }
      chats.push(message);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
    return;
  }
  // Turnstile's siteverify: a token the script stand-in (e2e/stubs/turnstile.js) issued passes with the
  // suite's secret; anything else fails as Cloudflare says it. GET /turnstile lists what was asked.
  if (req.method === 'POST' && req.url === '/turnstile/siteverify') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const form = await new Request('http://stub/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: Buffer.concat(chunks) }).formData();
      const asked = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      verifications.push(asked);
      const success = asked.secret === 'stub-secret' && String(asked.response).startsWith('stub-pass-');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(success ? { success: true, action: 'quote' } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
    return;
  }
  if (req.method === 'GET' && req.url === '/turnstile') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(verifications));
    return;
  }
  if (req.method === 'GET' && req.url === '/chats') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(chats));
    return;
  }
  if (req.method === 'GET' && (req.url === '/sent' || req.url === '/attempts')) {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.url === '/sent' ? sent : attempts));
    return;
  }
  res.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`email API stub on ${port}`));
