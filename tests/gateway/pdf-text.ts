/** The text of a PDF, as a PDF reader extracts it, every run of white space made one space: what the document tests read. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
