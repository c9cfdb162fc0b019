/**
 * Links in a message's plain text: web addresses (http, https, or starting with www.) become links,
 * everything else stays text. Nothing in a message is ever read as HTML; a link goes only to an
 * http(s) address, and the page gives it rel="nofollow noopener ugc" (MessageText.tsx).
 */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/**
 * An address without the punctuation that ends the sentence around it ("see https://x.example/tds.");
 * a closing bracket stays when it closes one opened inside the address (https://x.example/a_(b)).
 */
function withoutTrailing(found: string): string {
  let end = found.length;
  while (end > 0 && /[.,;:!?'"\])}>]/.test(found[end - 1]!)) {
    if (found[end - 1] === ')') {
      const kept = found.slice(0, end);
      if ((kept.match(/\(/g) ?? []).length >= (kept.match(/\)/g) ?? []).length) break;
    }
    end--;
  }
  return found.slice(0, end);
}

/** The address a link goes to, or null when it is not one to follow. */
function hrefOf(found: string): string | null {
  try {
    const url = new URL(/^www\./i.test(found) ? `https://${found}` : found);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const found = withoutTrailing(match[0]);
    const href = found ? hrefOf(found) : null;
    if (!href) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: found, href });
    at = match.index + found.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
