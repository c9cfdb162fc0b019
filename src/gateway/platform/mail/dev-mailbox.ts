/**
 * /dev/mailbox: the emails a server without SMTP_URL would have sent (they stay in the outbox), as
 * they would arrive, so a person trying the marketplace out can confirm an address or read a
 * one-time code. Only for this machine's own browser (loopback addresses), never in production,
 * never beside a real mail server, and not part of the API's contract (kept out of /api/docs).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from './email-templates.ts';
import { latestOutboxMessages, type OutboxMessage } from './outbox-messages.ts';
import { fromThisMachine } from '../loopback.ts';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
const SHOWN = 50;

/** Whether a server may offer the mailbox: it sends no real email and does not run in production. */
export function devMailboxAllowed(smtp: unknown, env: NodeJS.ProcessEnv = process.env): boolean {
  return !smtp && env.NODE_ENV !== 'production';
}

const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/**
 * The HTML body in a sandboxed frame: no scripts, no access to this page; its links open in the
 * whole window (the sandbox lets a click do that), as a mail client opens them in the browser.
 */
function messageHtml(message: OutboxMessage): string {
  const body = `<!doctype html><meta charset="utf-8"><base target="_top"><body style="font-family:system-ui,sans-serif;margin:16px">${message.html}</body>`;
  return `<article aria-labelledby="m-${message.id}">
<h2 id="m-${message.id}">${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt.toISOString()}">${time.format(message.createdAt)} UTC</time></p>
${message.attachments.length ? `<p class="meta">Attached: ${message.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>\n` : ''}<iframe title="${escapeHtml(message.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(body)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;
}

function page(messages: OutboxMessage[], to: string | undefined): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : `<p>No emails${to ? ' to this address' : ''} yet. Sign-up confirmations, password resets and one-time codes appear here.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Development mailbox</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}body{max-width:56rem;margin:0 auto;padding:16px}
.note{padding:12px 16px;border-radius:8px;background:#165ef01a}article{border:1px solid #8884;border-radius:8px;padding:0 16px 12px;margin:16px 0}
h2{font-size:1.15rem;margin:12px 0 4px}.meta{margin:0 0 8px;opacity:.8;overflow-wrap:anywhere}iframe{width:100%;height:16rem;border:1px solid #8884;border-radius:6px;background:#fff;resize:vertical}
pre{white-space:pre-wrap;overflow-wrap:anywhere}
</style></head><body><main>
<h1>Development mailbox${to ? `: ${escapeHtml(to)}` : ''}</h1>
<p class="note">No <code>SMTP_URL</code> is set, so this server sends no email: here is every message it would have sent, newest first (the latest ${SHOWN}). Only this computer sees this page. <a href="${DEV_MAILBOX_PATH}${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a>${to ? ` · <a href="${DEV_MAILBOX_PATH}">All addresses</a>` : ''}</p>
${list}
</main></body></html>`;
}

/** Styles inline only (the page's and the messages'), pictures from anywhere, no scripts at all. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'; form-action 'none'";

export function installDevMailbox(app: FastifyInstance, db: Db): void {
  app.get(DEV_MAILBOX_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply: FastifyReply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const to = (request.query as { to?: unknown }).to;
    const address = typeof to === 'string' && to.trim() ? to.trim() : undefined;
    const messages = await latestOutboxMessages(db, { to: address, limit: SHOWN });
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', POLICY)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page(messages, address));
  });
}
