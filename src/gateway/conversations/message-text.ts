/**
 * A message's text as it is stored: plain text, never HTML (the pages show it as text, links
 * detected in the browser; emails escape it). What is removed: control characters but the line
 * breaks and tabs, and the invisible format characters that can disguise text (a right-to-left
 * override turns "gpj.exe" into "exe.jpg"); runs of more than two empty lines; spaces at the ends.
 */

/** Control and format characters, but \n and \t, and the zero-width joiner emoji sequences need. */
const INVISIBLE = /(?![\n\t\u200d])[\p{Cc}\p{Cf}]/gu;

export function cleanMessageText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** The start of a message on one line, for lists and emails. */
export function messagePreview(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= length
    ? line
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}
