#!/usr/bin/env node
/**
 * Stands in for the email API (Resend's POST /emails) during the e2e suite: the quote function is
 * pointed here with EMAIL_API_URL, so the suite can see what the firm would be sent without a network.
 * GET /sent lists what arrived.
 */
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
const sent = [];

createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/emails') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      sent.push({ authorization: req.headers.authorization, ...JSON.parse(body) });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `email-${sent.length}` }));
    });
    return;
  }
  if (req.method === 'GET' && req.url === '/sent') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(sent));
    return;
  }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`email API stub on ${port}`));
