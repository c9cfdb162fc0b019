/**
 * The browser tests' mailbox: a real SMTP server on loopback that the all-in-one server delivers
 * to (SMTP_URL), with the received messages readable over HTTP: GET /messages?to=address.
 */
import { createStandInServer } from '../../src/gateway/providers/local/stand-in-http.ts';
import { startSmtpSink, decodeQuotedPrintable } from '../gateway/smtp-sink.ts';

const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 2526);

const sink = await startSmtpSink(SMTP_PORT);
createStandInServer((req, res) => {
  const url = new URL(req.url!, 'http://localhost');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  const to = url.searchParams.get('to');
  const messages = sink.received.filter((m) => !to || m.to === to).map((m) => ({ to: m.to, text: decodeQuotedPrintable(m.raw) }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(messages));
}).listen(HTTP_PORT, '127.0.0.1');
console.log(`mail catcher: smtp ${SMTP_PORT}, http ${HTTP_PORT}`);
