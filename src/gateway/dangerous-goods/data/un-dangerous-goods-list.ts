/**
 * The marketplace's reference list of dangerous goods: the entries of the Dangerous Goods List of
 * the UN Recommendations on the Transport of Dangerous Goods, Model Regulations, for the chemicals
 * the catalog sells (every dangerous chemical of the demo catalog, their solid, solution and other
 * concentration entries, and the generic entries their suppliers use). Columns 1 to 5 of the list:
 * UN number, name and description, class or division, subsidiary hazards, packing groups. The
 * proper shipping name is the upper-case part of the description (3.1.2.1); the lower-case rest
 * tells entries of one UN number apart. A new entry is added here, from the same edition, with its
 * CAS numbers in substances.ts (docs/decisions/038-dangerous-goods.md).
 */
import type { HazardClass, PackingGroup } from '../../../contracts/dangerous-goods.ts';

export const LIST_SOURCE = {
  title: 'UN Recommendations on the Transport of Dangerous Goods, Model Regulations',
  edition: 'Twenty-third revised edition (2023)',
  part: 'Volume I, Part 3, Chapter 3.2, Dangerous Goods List',
} as const;

/** "UN Model Regulations, Rev. 23 (2023), Dangerous Goods List": how answers name the source. */
export const LIST_NAME = 'UN Model Regulations, Rev. 23 (2023), Dangerous Goods List (3.2)';

export interface ListEntry {
  un: string;
  /** The proper shipping name and its alternatives ("ACETIC ACID, GLACIAL" or "ACETIC ACID SOLUTION"). */
  names: readonly string[];
  /** The entry's lower-case description, which tells entries of one UN number apart. */
  qualifier?: string;
  class: HazardClass;
  subsidiary: readonly HazardClass[];
  /** Empty where the entry has none. */
  packingGroups: readonly PackingGroup[];
  /** A generic or N.O.S. entry: its proper shipping name takes the technical name in brackets (special provision 274). */
  nos?: true;
}

const e = (
  un: number,
  names: string | readonly string[],
  hazardClass: HazardClass,
  subsidiary: readonly HazardClass[],
  packingGroups: readonly PackingGroup[],
  more: { qualifier?: string; nos?: true } = {},
): ListEntry => ({
  un: `UN${String(un).padStart(4, '0')}`,
  names: typeof names === 'string' ? [names] : names,
  class: hazardClass,
  subsidiary,
  packingGroups,
  ...more,
});

const NO_PG: readonly PackingGroup[] = [];

export const DANGEROUS_GOODS_LIST: readonly ListEntry[] = [
  // ---- Class 2: gases
  e(1001, 'ACETYLENE, DISSOLVED', '2.1', [], NO_PG),
  e(1005, 'AMMONIA, ANHYDROUS', '2.3', ['8'], NO_PG),
  e(1006, 'ARGON, COMPRESSED', '2.2', [], NO_PG),
  e(1013, 'CARBON DIOXIDE', '2.2', [], NO_PG),
  e(1017, 'CHLORINE', '2.3', ['5.1', '8'], NO_PG),
  e(1066, 'NITROGEN, COMPRESSED', '2.2', [], NO_PG),
  e(1072, 'OXYGEN, COMPRESSED', '2.2', ['5.1'], NO_PG),
  e(1073, 'OXYGEN, REFRIGERATED LIQUID', '2.2', ['5.1'], NO_PG),
  e(1075, 'PETROLEUM GASES, LIQUEFIED', '2.1', [], NO_PG),
  e(1951, 'ARGON, REFRIGERATED LIQUID', '2.2', [], NO_PG),
  e(1977, 'NITROGEN, REFRIGERATED LIQUID', '2.2', [], NO_PG),
  e(1978, 'PROPANE', '2.1', [], NO_PG),
  e(2073, 'AMMONIA SOLUTION', '2.2', [], NO_PG, {
    qualifier: 'relative density less than 0.880 at 15 °C in water, with more than 35% but not more than 50% ammonia',
  }),
  e(2187, 'CARBON DIOXIDE, REFRIGERATED LIQUID', '2.2', [], NO_PG),

  // ---- Class 3: flammable liquids
  e(1090, 'ACETONE', '3', [], ['II']),
  e(1120, 'BUTANOLS', '3', [], ['II', 'III']),
  e(1123, 'BUTYL ACETATES', '3', [], ['II', 'III']),
  e(1170, ['ETHANOL (ETHYL ALCOHOL)', 'ETHANOL SOLUTION (ETHYL ALCOHOL SOLUTION)'], '3', [], ['II', 'III']),
  e(1173, 'ETHYL ACETATE', '3', [], ['II']),
  e(1193, 'ETHYL METHYL KETONE (METHYL ETHYL KETONE)', '3', [], ['II']),
  e(1198, 'FORMALDEHYDE SOLUTION, FLAMMABLE', '3', ['8'], ['III']),
  e(1208, 'HEXANES', '3', [], ['II']),
  e(1219, 'ISOPROPANOL (ISOPROPYL ALCOHOL)', '3', [], ['II']),
  e(1223, 'KEROSENE', '3', [], ['III']),
  e(1230, 'METHANOL', '3', ['6.1'], ['II']),
  e(1245, 'METHYL ISOBUTYL KETONE', '3', [], ['II']),
  e(1247, 'METHYL METHACRYLATE MONOMER, STABILIZED', '3', [], ['II']),
  e(1294, 'TOLUENE', '3', [], ['II']),
  e(1299, 'TURPENTINE', '3', [], ['III']),
  e(1300, 'TURPENTINE SUBSTITUTE', '3', [], ['I', 'II', 'III']),
  e(1301, 'VINYL ACETATE, STABILIZED', '3', [], ['II']),
  e(1307, 'XYLENES', '3', [], ['II', 'III']),
  e(1915, 'CYCLOHEXANONE', '3', [], ['III']),
  e(2053, 'METHYL ISOBUTYL CARBINOL', '3', [], ['III']),
  e(2055, 'STYRENE MONOMER, STABILIZED', '3', [], ['III']),
  e(2348, 'BUTYL ACRYLATES, STABILIZED', '3', [], ['III']),
  e(3272, 'ESTERS, N.O.S.', '3', [], ['II', 'III'], { nos: true }),

  // ---- Class 4: flammable solids, spontaneously combustible, dangerous when wet
  e(1325, 'FLAMMABLE SOLID, ORGANIC, N.O.S.', '4.1', [], ['II', 'III'], { nos: true }),
  e(1350, 'SULPHUR', '4.1', [], ['III']),
  e(1384, 'SODIUM DITHIONITE (SODIUM HYDROSULPHITE)', '4.2', [], ['II']),
  e(1436, ['ZINC POWDER', 'ZINC DUST'], '4.3', ['4.2'], ['I', 'II', 'III']),
  e(3342, 'XANTHATES', '4.2', [], ['II', 'III']),

  // ---- Class 5: oxidizers
  e(1486, 'POTASSIUM NITRATE', '5.1', [], ['III']),
  e(1490, 'POTASSIUM PERMANGANATE', '5.1', [], ['II']),
  e(1495, 'SODIUM CHLORATE', '5.1', [], ['II']),
  e(1498, 'SODIUM NITRATE', '5.1', [], ['III']),
  e(1500, 'SODIUM NITRITE', '5.1', ['6.1'], ['III']),
  e(1748, ['CALCIUM HYPOCHLORITE, DRY', 'CALCIUM HYPOCHLORITE MIXTURE, DRY'], '5.1', [], ['II', 'III'], {
    qualifier: 'with more than 39% available chlorine (8.8% available oxygen)',
  }),
  e(1942, 'AMMONIUM NITRATE', '5.1', [], ['III'], {
    qualifier:
      'with not more than 0.2% total combustible material, including any organic substance calculated as carbon, to the exclusion of any other added substance',
  }),
  e(2014, 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION', '5.1', ['8'], ['II'], {
    qualifier: 'with not less than 20% but not more than 60% hydrogen peroxide (stabilized as necessary)',
  }),
  e(2015, 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION, STABILIZED', '5.1', ['8'], ['I'], {
    qualifier: 'with more than 60% hydrogen peroxide',
  }),
  e(2067, 'AMMONIUM NITRATE BASED FERTILIZER', '5.1', [], ['III']),
  e(2465, ['DICHLOROISOCYANURIC ACID, DRY', 'DICHLOROISOCYANURIC ACID SALTS'], '5.1', [], ['II']),
  e(2468, 'TRICHLOROISOCYANURIC ACID, DRY', '5.1', [], ['II']),
  e(2880, ['CALCIUM HYPOCHLORITE, HYDRATED', 'CALCIUM HYPOCHLORITE, HYDRATED MIXTURE'], '5.1', [], ['II', 'III'], {
    qualifier: 'with not less than 5.5% but not more than 16% water',
  }),
  e(2984, 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION', '5.1', [], ['III'], {
    qualifier: 'with not less than 8% but less than 20% hydrogen peroxide (stabilized as necessary)',
  }),
  e(3378, 'SODIUM CARBONATE PEROXYHYDRATE', '5.1', [], ['II', 'III']),
  e(3485, ['CALCIUM HYPOCHLORITE, DRY, CORROSIVE', 'CALCIUM HYPOCHLORITE MIXTURE, DRY, CORROSIVE'], '5.1', ['8'], ['II', 'III'], {
    qualifier: 'with more than 39% available chlorine (8.8% available oxygen)',
  }),
  e(3487, ['CALCIUM HYPOCHLORITE, HYDRATED, CORROSIVE', 'CALCIUM HYPOCHLORITE, HYDRATED MIXTURE, CORROSIVE'], '5.1', ['8'], ['II', 'III'], {
    qualifier: 'with not less than 5.5% but not more than 16% water',
  }),

  // ---- Class 6.1: toxic substances
  e(1593, 'DICHLOROMETHANE', '6.1', [], ['III']),
  e(1671, 'PHENOL, SOLID', '6.1', [], ['II']),
  e(1689, 'SODIUM CYANIDE, SOLID', '6.1', [], ['I']),
  e(1690, 'SODIUM FLUORIDE, SOLID', '6.1', [], ['III']),
  e(1897, 'TETRACHLOROETHYLENE', '6.1', [], ['III']),
  e(2078, 'TOLUENE DIISOCYANATE', '6.1', [], ['II']),
  e(2369, 'ETHYLENE GLYCOL MONOBUTYL ETHER', '6.1', [], ['III']),
  e(2821, 'PHENOL SOLUTION', '6.1', [], ['II', 'III']),
  e(3414, 'SODIUM CYANIDE SOLUTION', '6.1', [], ['I', 'II', 'III']),

  // ---- Class 8: corrosives
  e(1719, 'CAUSTIC ALKALI LIQUID, N.O.S.', '8', [], ['II', 'III'], { nos: true }),
  e(1760, 'CORROSIVE LIQUID, N.O.S.', '8', [], ['I', 'II', 'III'], { nos: true }),
  e(1773, 'FERRIC CHLORIDE, ANHYDROUS', '8', [], ['III']),
  e(1779, 'FORMIC ACID', '8', ['3'], ['II'], { qualifier: 'with more than 85% acid by mass' }),
  e(1789, 'HYDROCHLORIC ACID', '8', [], ['II', 'III']),
  e(1790, 'HYDROFLUORIC ACID', '8', ['6.1'], ['I'], { qualifier: 'with more than 85% hydrogen fluoride' }),
  e(1790, 'HYDROFLUORIC ACID', '8', ['6.1'], ['I'], { qualifier: 'with more than 60% but not more than 85% hydrogen fluoride' }),
  e(1790, 'HYDROFLUORIC ACID', '8', ['6.1'], ['II'], { qualifier: 'with not more than 60% hydrogen fluoride' }),
  e(1791, 'HYPOCHLORITE SOLUTION', '8', [], ['II', 'III']),
  e(1805, 'PHOSPHORIC ACID, SOLUTION', '8', [], ['III']),
  e(1813, 'POTASSIUM HYDROXIDE, SOLID', '8', [], ['II']),
  e(1814, 'POTASSIUM HYDROXIDE SOLUTION', '8', [], ['II', 'III']),
  e(1823, 'SODIUM HYDROXIDE, SOLID', '8', [], ['II']),
  e(1824, 'SODIUM HYDROXIDE SOLUTION', '8', [], ['II', 'III']),
  e(1830, 'SULPHURIC ACID', '8', [], ['II'], { qualifier: 'with more than 51% acid' }),
  e(1840, 'ZINC CHLORIDE SOLUTION', '8', [], ['III']),
  e(1849, 'SODIUM SULPHIDE, HYDRATED', '8', [], ['II'], { qualifier: 'with not less than 30% water' }),
  e(1903, 'DISINFECTANT, LIQUID, CORROSIVE, N.O.S.', '8', [], ['I', 'II', 'III'], { nos: true }),
  e(2031, 'NITRIC ACID', '8', ['5.1'], ['I'], { qualifier: 'other than red fuming, with more than 70% nitric acid' }),
  e(2031, 'NITRIC ACID', '8', ['5.1'], ['II'], {
    qualifier: 'other than red fuming, with at least 65%, but not more than 70% nitric acid',
  }),
  e(2031, 'NITRIC ACID', '8', [], ['II'], { qualifier: 'other than red fuming, with less than 65% nitric acid' }),
  e(2209, 'FORMALDEHYDE SOLUTION', '8', [], ['III'], { qualifier: 'with not less than 25% formaldehyde' }),
  e(2214, 'PHTHALIC ANHYDRIDE', '8', [], ['III'], { qualifier: 'with more than 0.05% of maleic anhydride' }),
  e(2331, 'ZINC CHLORIDE, ANHYDROUS', '8', [], ['III']),
  e(2491, ['ETHANOLAMINE', 'ETHANOLAMINE SOLUTION'], '8', [], ['III']),
  e(2582, 'FERRIC CHLORIDE SOLUTION', '8', [], ['III']),
  e(2586, ['ALKYLSULPHONIC ACIDS, LIQUID', 'ARYLSULPHONIC ACIDS, LIQUID'], '8', [], ['III'], {
    qualifier: 'with not more than 5% free sulphuric acid',
  }),
  e(2672, 'AMMONIA SOLUTION', '8', [], ['III'], {
    qualifier: 'relative density between 0.880 and 0.957 at 15 °C in water, with more than 10% but not more than 35% ammonia',
  }),
  e(2789, ['ACETIC ACID, GLACIAL', 'ACETIC ACID SOLUTION'], '8', ['3'], ['II'], { qualifier: 'more than 80% acid, by mass' }),
  e(2790, 'ACETIC ACID SOLUTION', '8', [], ['II'], { qualifier: 'not less than 50% but not more than 80% acid, by mass' }),
  e(2790, 'ACETIC ACID SOLUTION', '8', [], ['III'], { qualifier: 'more than 10% and less than 50% acid, by mass' }),
  e(2796, ['SULPHURIC ACID', 'BATTERY FLUID, ACID'], '8', [], ['II'], { qualifier: 'with not more than 51% acid' }),
  e(2922, 'CORROSIVE LIQUID, TOXIC, N.O.S.', '8', ['6.1'], ['I', 'II', 'III'], { nos: true }),
  e(2949, 'SODIUM HYDROSULPHIDE, HYDRATED', '8', [], ['II'], { qualifier: 'with not less than 25% water of crystallization' }),
  e(2967, 'SULPHAMIC ACID', '8', [], ['III']),
  e(3253, 'DISODIUM TRIOXOSILICATE', '8', [], ['III']),
  e(3264, 'CORROSIVE LIQUID, ACIDIC, INORGANIC, N.O.S.', '8', [], ['I', 'II', 'III'], { nos: true }),
  e(3266, 'CORROSIVE LIQUID, BASIC, INORGANIC, N.O.S.', '8', [], ['I', 'II', 'III'], { nos: true }),
  e(3412, 'FORMIC ACID', '8', [], ['II'], { qualifier: 'with not less than 10% but not more than 85% acid by mass' }),
  e(3412, 'FORMIC ACID', '8', [], ['III'], { qualifier: 'with not less than 5% but less than 10% acid by mass' }),
  e(3453, 'PHOSPHORIC ACID, SOLID', '8', [], ['III']),

  // ---- Class 9: miscellaneous
  e(3077, 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S.', '9', [], ['III'], { nos: true }),
  e(3082, 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.', '9', [], ['III'], { nos: true }),
];
