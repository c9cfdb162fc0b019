/** A message's text as written: plain text with its line breaks, web addresses as links that pass no standing and open apart. */
import { textParts } from './message-links.ts';

export function MessageText({ text }: { text: string }) {
  return (
    <p className="message-text">
      {textParts(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <a key={i} href={part.href} rel="nofollow noopener ugc" target="_blank">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
