/**
 * Documents are published to buyers, so a PDF that runs something when opened is refused: the
 * names of JavaScript and automatic actions (/JS, /JavaScript, /AA, /Launch, also spelled with
 * #xx escapes), and a file that is also an HTML page in its first KB (a polyglot a browser could
 * render). Streams compressed inside object streams are not inflated: this catches what a plain
 * scan can, and documents are always served as attachments besides.
 */
const ACTIVE_NAMES = /\/(JavaScript|JS|AA|Launch)(?![A-Za-z0-9#])/;
const HTML_MARKERS = /<\s*(script|html|body|iframe|svg)\b/i;

/** PDF names may spell any character as #xx: "/J#61vaScript" is /JavaScript. */
const decodeNameEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Why this PDF is refused, or null when it holds none of the above. */
export function pdfActiveContent(bytes: Buffer): string | null {
  if (HTML_MARKERS.test(bytes.subarray(0, 1024).toString('latin1'))) return 'it also reads as an HTML page';
  const text = decodeNameEscapes(bytes.toString('latin1'));
  const found = ACTIVE_NAMES.exec(text);
  return found ? `it contains ${found[1] === 'AA' || found[1] === 'Launch' ? 'automatic actions' : 'JavaScript'} (/${found[1]})` : null;
}
