/**
 * What goods weigh, for delivery priced per tonne (docs/decisions/034-vat-delivery-and-commission.md):
 * a package's size in its unit, in milligrams so every sum is an exact integer. Kilograms, grams and
 * tonnes are weights; litres and millilitres weigh what the product's density says ("Density" in its
 * specification table, in g/cm3, g/mL, kg/L or kg/m3), and 1 kg per litre when it says nothing.
 */

const MG_PER_UNIT: Record<string, number> = { kg: 1e6, g: 1e3, t: 1e9 };
const LIQUID_ML: Record<string, number> = { L: 1000, mL: 1 };

/** kg per litre from a "Density" entry such as "1.84 g/cm3", "1 840 kg/m3" or "0.79 g/mL"; null when there is none to read. */
export function densityOf(properties: Record<string, string> | null | undefined): number | null {
  if (!properties) return null;
  const entry = Object.entries(properties).find(([name]) => /^(bulk\s+)?density\b/i.test(name.trim()));
  if (!entry) return null;
  const match =
    /^\s*(\d[\d\s]*(?:[.,]\d+)?)\s*(g\s*\/\s*(?:cm3|cm³|ml)|kg\s*\/\s*(?:l|dm3|dm³)|kg\s*\/\s*m(?:3|³)|t\s*\/\s*m(?:3|³))/i.exec(entry[1]);
  if (!match) return null;
  const value = Number(match[1]!.replace(/\s/g, '').replace(',', '.'));
  const unit = match[2]!.toLowerCase().replace(/\s/g, '');
  const kgPerL = unit.startsWith('kg/m') ? value / 1000 : value;
  // A density outside what liquids and powders have is a typing mistake: ignored.
  return Number.isFinite(kgPerL) && kgPerL > 0.05 && kgPerL < 25 ? kgPerL : null;
}

/** One package's weight in milligrams (a whole number). */
export function packageMilligrams(unit: string, size: number, densityKgPerL: number | null): number {
  if (unit in MG_PER_UNIT) return Math.round(size * MG_PER_UNIT[unit]!);
  if (unit in LIQUID_ML) return Math.round(size * LIQUID_ML[unit]! * (densityKgPerL ?? 1) * 1000);
  return 0;
}

/** What some lines weigh and how many packages they are: what a delivery fee is priced on. */
export interface Load {
  milligrams: bigint;
  packages: number;
}

export interface WeighedLine {
  unit: string;
  size: number | string;
  quantity: number;
  properties?: Record<string, string> | null;
}

export function loadOf(lines: WeighedLine[]): Load {
  let milligrams = 0n;
  let packages = 0;
  for (const line of lines) {
    milligrams += BigInt(packageMilligrams(line.unit, Number(line.size), densityOf(line.properties))) * BigInt(line.quantity);
    packages += line.quantity;
  }
  return { milligrams, packages };
}

/** Kilograms, to three decimals, for people to read. */
export const kilograms = (load: Load) => Number(load.milligrams / 1000n) / 1000;
