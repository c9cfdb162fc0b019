/** Amounts as people type them (naira) and as the gateway keeps them (kobo, whole numbers). */

/** "1,250.50", "₦1250" or "1250" → 125050; null when the text is not an amount of naira. */
export function nairaToKobo(text: string): number | null {
  const clean = text.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** 125050 → "1250.50", 125000 → "1250": what a price field shows for an amount. */
export function koboToNaira(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}
