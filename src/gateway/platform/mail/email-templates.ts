/** The words of each transactional email, with its one link. */
import type { Email } from './mailer.ts';

/** Escapes text for an element's content or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function message(to: string, subject: string, greeting: string, lines: string[], action: { label: string; url: string }): Email {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', 'ChemMarket Africa'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#165EF0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="color:#4b5563;font-size:13px">Or open this address: ${escapeHtml(action.url)}</p><p>ChemMarket Africa</p>`;
  return { to, subject, text, html };
}

export const verifyEmailMessage = (to: string, name: string, url: string) =>
  message(
    to,
    'Confirm your email address',
    `Hello ${name},`,
    ['Welcome to ChemMarket Africa. Confirm your email address to finish setting up your account. The link works for 24 hours.'],
    { label: 'Confirm my email', url },
  );

export const resetPasswordMessage = (to: string, name: string, url: string) =>
  message(
    to,
    'Reset your password',
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your ChemMarket Africa account. If it was you, choose a new password with the link below; it works for 1 hour. If it was not you, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );

export const accountExistsMessage = (to: string, url: string) =>
  message(
    to,
    'You already have an account',
    'Hello,',
    [
      'Someone tried to register a ChemMarket Africa account with this email address, which already has one. If it was you, sign in, or reset your password if you forgot it.',
    ],
    { label: 'Sign in', url },
  );

export const inviteMessage = (to: string, inviter: string, company: string, role: string, url: string) =>
  message(
    to,
    `${inviter} invited you to ${company}`,
    'Hello,',
    [
      `${inviter} invited you to join ${company} on ChemMarket Africa as ${role}. Choose your name and password with the link below; it works for 7 days.`,
    ],
    { label: 'Join the company', url },
  );

export const contactMessage = (
  to: string,
  from: { name: string; email: string; company?: string | undefined; subject: string; message: string },
) => ({
  to,
  subject: `Contact form: ${from.subject}`,
  text: `From: ${from.name} <${from.email}>${from.company ? `, ${from.company}` : ''}\n\n${from.message}`,
  html: `<p>From: ${escapeHtml(from.name)} &lt;${escapeHtml(from.email)}&gt;${from.company ? `, ${escapeHtml(from.company)}` : ''}</p><p style="white-space:pre-wrap">${escapeHtml(from.message)}</p>`,
});

/** An order, quote or request changed: the other party hears about it with a link to see it. */
export const commerceEventMessage = (to: string, subject: string, lines: string[], url: string) =>
  message(to, subject, 'Hello,', lines, { label: 'Open it', url });

/**
 * Messages of a conversation left unread for a while: one email per thread, however many came
 * (conversations/unread-mail.ts). The latest one's start is quoted as escaped text, its web
 * addresses replaced by "(link)": our email links only to the conversation itself.
 */
export const unreadMessagesMessage = (
  to: string,
  thread: { counterpart: string; subject: string; count: number; latest: { author: string; excerpt: string } },
  url: string,
) =>
  message(
    to,
    `${thread.count === 1 ? 'A message' : `${thread.count} messages`} from ${thread.counterpart} waiting for you`,
    'Hello,',
    [
      `${thread.counterpart} wrote to you about ${thread.subject} on ChemMarket Africa, and ${thread.count === 1 ? 'it has' : `${thread.count} messages have`} not been read yet.`,
      thread.latest.excerpt ? `${thread.latest.author}: “${thread.latest.excerpt}”` : `${thread.latest.author} sent a file.`,
      'We send one email per conversation until it is read, not one per message.',
    ],
    { label: 'Read and answer', url },
  );

/** A one-time code: the code itself is the message, so it has no link. */
export const oneTimeCodeMessage = (to: string, code: string, purpose: string, minutes: number): Email => {
  const lines = [
    `Your one-time code to ${purpose} is ${code}.`,
    `It works once, for ${minutes} minutes. Nobody from ChemMarket Africa will ever ask you for it. If you did not ask for it, someone may know your password: change it now.`,
  ];
  return {
    to,
    subject: `${code} is your ChemMarket Africa code`,
    text: ['Hello,', '', ...lines, '', 'ChemMarket Africa'].join('\n'),
    html: `<p>Hello,</p><p>Your one-time code to ${escapeHtml(purpose)} is</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p><p>${escapeHtml(lines[1]!)}</p><p>ChemMarket Africa</p>`,
  };
};
