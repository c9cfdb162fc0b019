/**
 * Which entry of the reference list a chemical takes, by CAS number: the marketplace's own index
 * of the list (the Model Regulations name substances, not CAS numbers), written from the list's
 * entries and the chemicals' usual trade forms and concentrations. A substance may take several
 * entries, by physical state (SODIUM HYDROXIDE, SOLID or SOLUTION) or by concentration (nitric
 * acid), or none below a concentration (hydrogen peroxide under 8%). Chemicals judged not
 * dangerous for transport in the forms the catalog sells are listed too, so a suggestion can say
 * so. Marine pollutants: the substances classified acute 1 or chronic 1 or 2 for the aquatic
 * environment (H400, H410, H411; IMDG 2.10.2).
 */
import type { PackingGroup } from '../../../contracts/dangerous-goods.ts';
import type { PhysicalState } from '../../../contracts/physical-forms.ts';

export interface SubstanceOption {
  /** The UN number; null: not dangerous for transport. */
  un: string | null;
  /** Which of the UN number's entries, in list order, where it has several. */
  entry?: number;
  /** The packing group, where the entry has several. */
  packingGroup?: PackingGroup;
  /** For a generic or N.O.S. entry: the technical name its shipping name takes in brackets. */
  technicalName?: string;
  /** The physical state it applies to; any when absent. */
  state?: PhysicalState;
  /** Percent by mass: more than `above`, at least `from`, at most `upTo`, less than `below`. */
  above?: number;
  from?: number;
  upTo?: number;
  below?: number;
  /** The usual trade form, suggested when the concentration is not given. */
  usual?: true;
  /** When it applies, in words. */
  when: string;
}

export interface Substance {
  cas: string;
  name: string;
  options: readonly SubstanceOption[];
  marinePollutant?: true;
}

type More = Omit<SubstanceOption, 'un' | 'when'>;
const un = (n: number, when: string, more: More = {}): SubstanceOption => ({ un: `UN${n}`, when, ...more });
const notDangerous = (when: string, more: More = {}): SubstanceOption => ({ un: null, when, ...more });
const one = (n: number, more: More = {}) => [un(n, 'in every form sold', more)];
const MP = { marinePollutant: true } as const;

/** Dangerous goods in at least one of the forms the catalog sells. */
const DANGEROUS: readonly Substance[] = [
  // acids and alkalis
  {
    cas: '1310-73-2',
    name: 'Sodium hydroxide',
    options: [un(1823, 'solid (flakes, pearls)', { state: 'solid' }), un(1824, 'solution', { state: 'liquid', packingGroup: 'II' })],
  },
  {
    cas: '7664-93-9',
    name: 'Sulphuric acid',
    options: [un(1830, 'more than 51% acid', { above: 51, usual: true }), un(2796, 'not more than 51% acid (battery acid)', { upTo: 51 })],
  },
  {
    cas: '7647-01-0',
    name: 'Hydrochloric acid',
    options: [
      un(1789, 'commercial strengths (30–37%)', { packingGroup: 'II', usual: true }),
      un(1789, 'dilute solutions', { packingGroup: 'III' }),
    ],
  },
  {
    cas: '7697-37-2',
    name: 'Nitric acid',
    options: [
      un(2031, 'more than 70% nitric acid', { entry: 0, above: 70 }),
      un(2031, 'at least 65%, but not more than 70% nitric acid', { entry: 1, from: 65, upTo: 70, usual: true }),
      un(2031, 'less than 65% nitric acid', { entry: 2, below: 65 }),
    ],
  },
  {
    cas: '7664-38-2',
    name: 'Phosphoric acid',
    options: [un(1805, 'solution', { state: 'liquid' }), un(3453, 'solid', { state: 'solid' })],
  },
  {
    cas: '64-19-7',
    name: 'Acetic acid',
    options: [
      un(2789, 'glacial, or more than 80% acid', { above: 80, usual: true }),
      un(2790, 'not less than 50% but not more than 80% acid', { entry: 0, from: 50, upTo: 80 }),
      un(2790, 'more than 10% and less than 50% acid', { entry: 1, above: 10, below: 50 }),
      notDangerous('10% acid or less', { upTo: 10 }),
    ],
  },
  {
    cas: '64-18-6',
    name: 'Formic acid',
    options: [
      un(1779, 'more than 85% acid', { above: 85, usual: true }),
      un(3412, 'not less than 10% but not more than 85% acid', { entry: 0, from: 10, upTo: 85 }),
      un(3412, 'not less than 5% but less than 10% acid', { entry: 1, from: 5, below: 10 }),
      notDangerous('less than 5% acid', { below: 5 }),
    ],
  },
  {
    cas: '1310-58-3',
    name: 'Potassium hydroxide',
    options: [un(1813, 'solid (flakes)', { state: 'solid' }), un(1814, 'solution', { state: 'liquid', packingGroup: 'II' })],
  },
  { cas: '7664-41-7', name: 'Ammonia, anhydrous', options: one(1005), ...MP },
  {
    cas: '1336-21-6',
    name: 'Ammonia solution',
    options: [
      un(2672, 'more than 10% but not more than 35% ammonia', { above: 10, upTo: 35, usual: true }),
      un(2073, 'more than 35% but not more than 50% ammonia', { above: 35, upTo: 50 }),
      notDangerous('10% ammonia or less', { upTo: 10 }),
    ],
    ...MP,
  },
  { cas: '5329-14-6', name: 'Sulphamic acid', options: one(2967) },
  {
    cas: '7664-39-3',
    name: 'Hydrofluoric acid',
    options: [
      un(1790, 'more than 85% hydrogen fluoride', { entry: 0, above: 85 }),
      un(1790, 'more than 60% but not more than 85% hydrogen fluoride', { entry: 1, above: 60, upTo: 85 }),
      un(1790, 'not more than 60% hydrogen fluoride', { entry: 2, upTo: 60, usual: true }),
    ],
  },
  { cas: '1314-13-2', name: 'Zinc oxide', options: one(3077, { technicalName: 'zinc oxide' }), ...MP },
  {
    cas: '7705-08-0',
    name: 'Ferric chloride',
    options: [un(1773, 'anhydrous solid', { state: 'solid' }), un(2582, 'solution', { state: 'liquid' })],
  },
  // water treatment and disinfection
  {
    cas: '7778-54-3',
    name: 'Calcium hypochlorite',
    options: [
      un(3487, 'hydrated (5.5–16% water) and corrosive: the usual 65–70% grades', { packingGroup: 'II', usual: true }),
      un(2880, 'hydrated (5.5–16% water), not corrosive', { packingGroup: 'II' }),
      un(3485, 'dry and corrosive, more than 39% available chlorine', { packingGroup: 'II' }),
    ],
    ...MP,
  },
  { cas: '7681-52-9', name: 'Sodium hypochlorite solution', options: one(1791, { packingGroup: 'III' }), ...MP },
  { cas: '7782-50-5', name: 'Chlorine', options: one(1017), ...MP },
  { cas: '87-90-1', name: 'Trichloroisocyanuric acid', options: one(2468), ...MP },
  { cas: '2893-78-9', name: 'Sodium dichloroisocyanurate', options: one(2465), ...MP },
  { cas: '7758-99-8', name: 'Copper sulphate pentahydrate', options: one(3077, { technicalName: 'copper sulphate' }), ...MP },
  { cas: '7446-19-7', name: 'Zinc sulphate monohydrate', options: one(3077, { technicalName: 'zinc sulphate' }), ...MP },
  // oxidizers
  {
    cas: '7722-84-1',
    name: 'Hydrogen peroxide',
    options: [
      un(2015, 'more than 60% hydrogen peroxide', { above: 60 }),
      un(2014, 'not less than 20% but not more than 60% hydrogen peroxide', { from: 20, upTo: 60, usual: true }),
      un(2984, 'not less than 8% but less than 20% hydrogen peroxide', { from: 8, below: 20 }),
      notDangerous('less than 8% hydrogen peroxide', { below: 8 }),
    ],
  },
  { cas: '7722-64-7', name: 'Potassium permanganate', options: one(1490), ...MP },
  { cas: '15630-89-4', name: 'Sodium percarbonate', options: one(3378, { packingGroup: 'III' }) },
  { cas: '7775-14-6', name: 'Sodium hydrosulphite (sodium dithionite)', options: one(1384) },
  { cas: '7775-09-9', name: 'Sodium chlorate', options: one(1495), ...MP },
  { cas: '7632-00-0', name: 'Sodium nitrite', options: one(1500), ...MP },
  { cas: '7631-99-4', name: 'Sodium nitrate', options: one(1498) },
  { cas: '7757-79-1', name: 'Potassium nitrate', options: one(1486) },
  {
    cas: '6484-52-2',
    name: 'Ammonium nitrate',
    options: [un(1942, 'technical ammonium nitrate', { usual: true }), un(2067, 'ammonium nitrate based fertilizer')],
  },
  // surfactants and detergent raw materials
  { cas: '27176-87-0', name: 'Linear alkylbenzene sulphonic acid', options: one(2586) },
  {
    cas: '151-21-3',
    name: 'Sodium lauryl sulphate',
    options: [
      un(1325, 'solid (needles, powder)', { state: 'solid', packingGroup: 'III', technicalName: 'sodium dodecyl sulphate' }),
      notDangerous('aqueous solution', { state: 'liquid' }),
    ],
  },
  { cas: '9016-45-9', name: 'Nonylphenol ethoxylate', options: one(3082, { technicalName: 'nonylphenol ethoxylate' }), ...MP },
  {
    cas: '8001-54-5',
    name: 'Benzalkonium chloride',
    options: one(1903, { packingGroup: 'II', technicalName: 'benzalkonium chloride' }),
    ...MP,
  },
  // solvents
  {
    cas: '64-17-5',
    name: 'Ethanol',
    options: [
      un(1170, 'more than 24% alcohol', { above: 24, packingGroup: 'II', usual: true }),
      notDangerous('aqueous solution with 24% alcohol or less', { upTo: 24 }),
    ],
  },
  { cas: '67-56-1', name: 'Methanol', options: one(1230) },
  { cas: '67-63-0', name: 'Isopropyl alcohol', options: one(1219) },
  { cas: '67-64-1', name: 'Acetone', options: one(1090) },
  { cas: '108-88-3', name: 'Toluene', options: one(1294) },
  { cas: '1330-20-7', name: 'Xylene', options: one(1307, { packingGroup: 'III' }) },
  { cas: '78-93-3', name: 'Methyl ethyl ketone', options: one(1193) },
  { cas: '141-78-6', name: 'Ethyl acetate', options: one(1173) },
  { cas: '123-86-4', name: 'n-Butyl acetate', options: one(1123, { packingGroup: 'III' }) },
  { cas: '8052-41-3', name: 'White spirit', options: one(1300, { packingGroup: 'III' }), ...MP },
  { cas: '110-54-3', name: 'n-Hexane', options: one(1208), ...MP },
  { cas: '71-36-3', name: 'n-Butanol', options: one(1120, { packingGroup: 'III' }) },
  { cas: '111-76-2', name: 'Butyl glycol (2-butoxyethanol)', options: one(2369) },
  { cas: '108-10-1', name: 'Methyl isobutyl ketone', options: one(1245) },
  { cas: '75-09-2', name: 'Dichloromethane', options: one(1593) },
  { cas: '127-18-4', name: 'Tetrachloroethylene', options: one(1897), ...MP },
  { cas: '108-94-1', name: 'Cyclohexanone', options: one(1915) },
  {
    cas: '108-65-6',
    name: 'Propylene glycol methyl ether acetate',
    options: one(3272, { packingGroup: 'III', technicalName: 'propylene glycol monomethyl ether acetate' }),
  },
  { cas: '8008-20-6', name: 'Kerosene', options: one(1223), ...MP },
  { cas: '8006-64-2', name: 'Turpentine', options: one(1299), ...MP },
  { cas: '141-43-5', name: 'Monoethanolamine', options: one(2491) },
  // resins, monomers and intermediates
  {
    cas: '25068-38-6',
    name: 'Epoxy resin (bisphenol A)',
    options: [
      un(3082, 'liquid', { state: 'liquid', technicalName: 'bisphenol A epoxy resin' }),
      un(3077, 'solid', { state: 'solid', technicalName: 'bisphenol A epoxy resin' }),
    ],
    ...MP,
  },
  {
    cas: '50-00-0',
    name: 'Formaldehyde solution',
    options: [
      un(2209, 'not less than 25% formaldehyde', { usual: true }),
      un(1198, 'flammable (flash point 60 °C or lower, as with much methanol)'),
    ],
  },
  { cas: '100-42-5', name: 'Styrene monomer', options: one(2055) },
  { cas: '108-05-4', name: 'Vinyl acetate monomer', options: one(1301) },
  { cas: '141-32-2', name: 'Butyl acrylate', options: one(2348) },
  { cas: '80-62-6', name: 'Methyl methacrylate', options: one(1247) },
  { cas: '85-44-9', name: 'Phthalic anhydride', options: one(2214) },
  { cas: '26471-62-5', name: 'Toluene diisocyanate', options: one(2078) },
  { cas: '128-37-0', name: 'Butylated hydroxytoluene', options: one(3077, { technicalName: 'butylated hydroxytoluene' }), ...MP },
  { cas: '10034-96-5', name: 'Manganese sulphate', options: one(3077, { technicalName: 'manganese sulphate' }), ...MP },
  { cas: '7704-34-9', name: 'Sulphur', options: one(1350) },
  { cas: '1071-83-6', name: 'Glyphosate', options: one(3077, { technicalName: 'glyphosate' }), ...MP },
  // mining reagents
  {
    cas: '143-33-9',
    name: 'Sodium cyanide',
    options: [un(1689, 'solid (briquettes)', { state: 'solid' }), un(3414, 'solution', { state: 'liquid', packingGroup: 'I' })],
    ...MP,
  },
  { cas: '25306-75-6', name: 'Sodium isobutyl xanthate', options: one(3342, { packingGroup: 'II' }), ...MP },
  { cas: '2720-73-2', name: 'Potassium amyl xanthate', options: one(3342, { packingGroup: 'II' }), ...MP },
  { cas: '108-11-2', name: 'Methyl isobutyl carbinol', options: one(2053) },
  { cas: '1313-82-2', name: 'Sodium sulphide', options: one(1849), ...MP },
  {
    cas: '16721-80-5',
    name: 'Sodium hydrosulphide',
    options: [
      un(2949, 'hydrated solid (flakes)', { state: 'solid' }),
      un(2922, 'solution', { state: 'liquid', packingGroup: 'II', technicalName: 'sodium hydrosulphide' }),
    ],
    ...MP,
  },
  { cas: '7440-66-6', name: 'Zinc dust', options: one(1436, { packingGroup: 'II' }), ...MP },
  { cas: '10213-79-3', name: 'Sodium metasilicate pentahydrate', options: one(3253) },
  // gases
  {
    cas: '124-38-9',
    name: 'Carbon dioxide',
    options: [un(1013, 'compressed or liquefied under pressure', { usual: true }), un(2187, 'refrigerated liquid')],
  },
  {
    cas: '7727-37-9',
    name: 'Nitrogen',
    options: [un(1066, 'compressed gas', { state: 'gas' }), un(1977, 'refrigerated liquid', { state: 'liquid' })],
  },
  {
    cas: '7782-44-7',
    name: 'Oxygen',
    options: [un(1072, 'compressed gas', { state: 'gas' }), un(1073, 'refrigerated liquid', { state: 'liquid' })],
  },
  { cas: '74-86-2', name: 'Acetylene', options: one(1001) },
  { cas: '74-98-6', name: 'Propane', options: [un(1978, 'propane', { usual: true }), un(1075, 'liquefied petroleum gas mixtures (LPG)')] },
  {
    cas: '7440-37-1',
    name: 'Argon',
    options: [un(1006, 'compressed gas', { state: 'gas' }), un(1951, 'refrigerated liquid', { state: 'liquid' })],
  },
  // metal salts and others
  { cas: '10101-97-0', name: 'Nickel sulphate', options: one(3077, { technicalName: 'nickel sulphate' }), ...MP },
  {
    cas: '7646-85-7',
    name: 'Zinc chloride',
    options: [un(2331, 'anhydrous solid', { state: 'solid' }), un(1840, 'solution', { state: 'liquid' })],
    ...MP,
  },
  { cas: '7681-49-4', name: 'Sodium fluoride', options: one(1690) },
  {
    cas: '108-95-2',
    name: 'Phenol',
    options: [
      un(1671, 'solid (crystals)', { state: 'solid' }),
      un(2821, 'liquefied or in solution', { state: 'liquid', packingGroup: 'II' }),
    ],
  },
];

/** Not dangerous for transport in the forms the catalog sells (the demo catalog's other chemicals). */
const NOT_DANGEROUS: readonly (readonly [string, string])[] = [
  ['497-19-8', 'Soda ash (sodium carbonate)'],
  ['144-55-8', 'Sodium bicarbonate'],
  ['77-92-9', 'Citric acid anhydrous'],
  ['6153-56-6', 'Oxalic acid dihydrate'],
  ['1305-62-0', 'Hydrated lime (calcium hydroxide)'],
  ['1305-78-8', 'Quicklime (calcium oxide)'],
  ['50-21-5', 'Lactic acid 80%'],
  ['10043-35-3', 'Boric acid'],
  ['87-69-4', 'L-Tartaric acid'],
  ['6915-15-7', 'DL-Malic acid'],
  ['57-11-4', 'Stearic acid'],
  ['69-72-7', 'Salicylic acid'],
  ['13463-67-7', 'Titanium dioxide'],
  ['471-34-1', 'Calcium carbonate'],
  ['1332-58-7', 'Kaolin (china clay)'],
  ['14807-96-6', 'Talc'],
  ['7727-43-7', 'Barium sulphate (barite)'],
  ['1309-37-1', 'Iron oxide red'],
  ['51274-00-1', 'Iron oxide yellow'],
  ['1317-61-9', 'Iron oxide black'],
  ['1333-86-4', 'Carbon black'],
  ['1308-38-9', 'Chromium oxide green'],
  ['7631-86-9', 'Precipitated silica'],
  ['112945-52-5', 'Fumed silica'],
  ['61790-53-2', 'Diatomaceous earth'],
  ['12001-26-2', 'Mica powder'],
  ['57455-37-5', 'Ultramarine blue'],
  ['147-14-8', 'Phthalocyanine blue'],
  ['16389-88-1', 'Dolomite powder'],
  ['1302-78-9', 'Bentonite'],
  ['14808-60-7', 'Silica sand'],
  ['13983-17-0', 'Wollastonite'],
  ['21645-51-2', 'Aluminium hydroxide (ATH)'],
  ['1345-05-7', 'Lithopone'],
  ['10101-41-4', 'Gypsum (calcium sulphate dihydrate)'],
  ['10034-76-1', 'Plaster of Paris (calcium sulphate hemihydrate)'],
  ['1309-48-4', 'Magnesium oxide'],
  ['68476-25-5', 'Feldspar'],
  ['10043-01-3', 'Aluminium sulphate (alum)'],
  ['1327-41-9', 'Poly aluminium chloride (PAC)'],
  ['7782-63-0', 'Ferrous sulphate heptahydrate'],
  ['9003-05-8', 'Polyacrylamide (anionic flocculant)'],
  ['26062-79-3', 'PolyDADMAC'],
  ['7440-44-0', 'Activated carbon'],
  ['7681-57-4', 'Sodium metabisulphite'],
  ['7757-83-7', 'Sodium sulphite anhydrous'],
  ['10102-17-7', 'Sodium thiosulphate pentahydrate'],
  ['7601-54-9', 'Trisodium phosphate'],
  ['10124-56-8', 'Sodium hexametaphosphate (SHMP)'],
  ['67774-74-7', 'Linear alkylbenzene (LAB)'],
  ['68585-34-2', 'SLES 70% (sodium laureth sulphate)'],
  ['61789-40-0', 'CAPB (cocamidopropyl betaine)'],
  ['68439-50-9', 'Fatty alcohol ethoxylate (AEO-7)'],
  ['68603-42-9', 'Cocamide DEA (coconut diethanolamide)'],
  ['1338-41-6', 'Sorbitan monostearate (Span 60)'],
  ['9005-65-6', 'Polysorbate 80 (Tween 80)'],
  ['31566-31-1', 'Glyceryl monostearate (GMS)'],
  ['8002-43-5', 'Soy lecithin'],
  ['68439-57-6', 'Alpha olefin sulphonate (AOS)'],
  ['67762-27-0', 'Cetostearyl alcohol'],
  ['56-81-5', 'Glycerine'],
  ['57-55-6', 'Propylene glycol'],
  ['107-21-1', 'Monoethylene glycol (MEG)'],
  ['111-46-6', 'Diethylene glycol (DEG)'],
  ['112-27-6', 'Triethylene glycol (TEG)'],
  ['50-70-4', 'Sorbitol 70% solution'],
  ['25322-68-3', 'Polyethylene glycol 400 (PEG 400)'],
  ['25265-71-8', 'Dipropylene glycol (DPG)'],
  ['111-42-2', 'Diethanolamine (DEA)'],
  ['105-59-9', 'Methyldiethanolamine (MDEA)'],
  ['102-71-6', 'Triethanolamine (TEA)'],
  ['9002-86-2', 'PVC resin'],
  ['9002-88-4', 'Polyethylene (HDPE / LDPE)'],
  ['25087-34-7', 'Linear low density polyethylene (LLDPE)'],
  ['9003-07-0', 'Polypropylene (PP)'],
  ['25038-59-9', 'PET resin (bottle grade)'],
  ['9003-53-6', 'Polystyrene (GPPS / HIPS)'],
  ['9003-56-9', 'ABS resin'],
  ['24937-78-8', 'EVA copolymer'],
  ['25038-54-4', 'Nylon 6 chips'],
  ['9002-89-5', 'Polyvinyl alcohol (PVA)'],
  ['9003-20-7', 'Polyvinyl acetate emulsion (PVAc)'],
  ['9011-05-6', 'Urea formaldehyde resin'],
  ['108-78-1', 'Melamine'],
  ['9003-01-4', 'Carbomer'],
  ['9006-04-6', 'Natural rubber'],
  ['9003-55-8', 'Styrene butadiene rubber (SBR 1502)'],
  ['9010-98-4', 'Polychloroprene rubber'],
  ['8050-09-7', 'Gum rosin'],
  ['115-77-5', 'Pentaerythritol'],
  ['9082-00-2', 'Polyether polyol (flexible foam)'],
  ['117-81-7', 'DOP (dioctyl phthalate)'],
  ['6422-86-2', 'DOTP (dioctyl terephthalate)'],
  ['28553-12-0', 'DINP (diisononyl phthalate)'],
  ['8013-07-8', 'Epoxidised soybean oil (ESBO)'],
  ['8002-74-2', 'Paraffin wax'],
  ['63231-60-7', 'Microcrystalline wax'],
  ['8009-03-8', 'Petroleum jelly (white petrolatum)'],
  ['8042-47-5', 'White mineral oil'],
  ['64742-54-7', 'Base oil SN 500'],
  ['1592-23-0', 'Calcium stearate'],
  ['557-05-1', 'Zinc stearate'],
  ['557-04-0', 'Magnesium stearate'],
  ['532-32-1', 'Sodium benzoate'],
  ['24634-61-5', 'Potassium sorbate'],
  ['65-85-0', 'Benzoic acid'],
  ['4075-81-4', 'Calcium propionate'],
  ['99-76-3', 'Methylparaben'],
  ['122-99-6', 'Phenoxyethanol'],
  ['50-81-7', 'Ascorbic acid (vitamin C)'],
  ['142-47-2', 'Monosodium glutamate (MSG)'],
  ['7758-29-4', 'Sodium tripolyphosphate (STPP)'],
  ['6132-04-3', 'Sodium citrate'],
  ['22839-47-0', 'Aspartame'],
  ['128-44-9', 'Sodium saccharin'],
  ['121-33-5', 'Vanillin'],
  ['58-08-2', 'Caffeine anhydrous'],
  ['55589-62-3', 'Acesulfame potassium'],
  ['56038-13-2', 'Sucralose'],
  ['139-05-9', 'Sodium cyclamate'],
  ['50-99-7', 'Dextrose anhydrous'],
  ['57-50-1', 'Refined sugar (sucrose)'],
  ['8029-43-4', 'Glucose syrup'],
  ['57-48-7', 'Fructose'],
  ['9050-36-6', 'Maltodextrin'],
  ['1934-21-0', 'Tartrazine (FD&C Yellow 5)'],
  ['2783-94-0', 'Sunset yellow FCF'],
  ['8028-89-5', 'Caramel colour'],
  ['7758-16-9', 'Sodium acid pyrophosphate (SAPP)'],
  ['1066-33-7', 'Ammonium bicarbonate'],
  ['16731-55-8', 'Potassium metabisulphite'],
  ['11138-66-2', 'Xanthan gum'],
  ['9004-32-4', 'Carboxymethyl cellulose (CMC)'],
  ['9004-62-0', 'Hydroxyethyl cellulose (HEC)'],
  ['9004-65-3', 'Hydroxypropyl methylcellulose (HPMC)'],
  ['9005-25-8', 'Maize starch'],
  ['9000-30-0', 'Guar gum'],
  ['9000-01-5', 'Gum arabic'],
  ['9000-70-8', 'Gelatin'],
  ['9000-69-5', 'Pectin'],
  ['9000-07-1', 'Carrageenan'],
  ['9004-53-9', 'Dextrin'],
  ['8061-51-6', 'Sodium lignosulphonate'],
  ['6381-92-6', 'EDTA disodium salt'],
  ['64-02-8', 'EDTA tetrasodium salt'],
  ['527-07-1', 'Sodium gluconate'],
  ['9004-34-6', 'Microcrystalline cellulose (MCC)'],
  ['64044-51-5', 'Lactose monohydrate'],
  ['9003-39-8', 'Povidone K30 (PVP)'],
  ['74811-65-7', 'Croscarmellose sodium'],
  ['9063-38-1', 'Sodium starch glycolate'],
  ['69-65-8', 'Mannitol'],
  ['103-90-2', 'Paracetamol (acetaminophen)'],
  ['15687-27-1', 'Ibuprofen'],
  ['57-13-6', 'Urea'],
  ['7783-28-0', 'Diammonium phosphate (DAP)'],
  ['7722-76-1', 'Monoammonium phosphate (MAP)'],
  ['7447-40-7', 'Muriate of potash (potassium chloride)'],
  ['7783-20-2', 'Ammonium sulphate'],
  ['7778-80-5', 'Sulphate of potash (potassium sulphate)'],
  ['15245-12-2', 'Calcium nitrate (fertiliser grade)'],
  ['1303-96-4', 'Borax decahydrate'],
  ['12125-02-9', 'Ammonium chloride'],
  ['10034-99-8', 'Magnesium sulphate heptahydrate'],
  ['1344-09-8', 'Sodium silicate'],
  ['7789-41-5', 'Calcium bromide'],
  ['590-29-4', 'Potassium formate'],
  ['7782-42-5', 'Graphite powder'],
  ['8052-42-4', 'Bitumen 60/70'],
  ['482-89-3', 'Indigo dye'],
  ['17095-24-8', 'Reactive Black 5'],
  ['12336-95-7', 'Basic chromium sulphate'],
  ['141-53-7', 'Sodium formate'],
  ['1401-55-4', 'Tannic acid'],
  ['27344-41-8', 'Optical brightener CBS-X'],
  ['65997-15-1', 'Portland cement (OPC)'],
  ['1318-02-1', 'Zeolite 4A'],
  ['10043-52-4', 'Calcium chloride'],
  ['7647-14-5', 'Sodium chloride (industrial salt)'],
  ['7757-82-6', 'Sodium sulphate anhydrous'],
  ['7757-93-9', 'Dicalcium phosphate (DCP)'],
  ['7758-23-8', 'Monocalcium phosphate (MCP)'],
  ['657-27-2', 'L-Lysine HCl'],
  ['59-51-8', 'DL-Methionine'],
  ['72-19-5', 'L-Threonine'],
  ['67-48-1', 'Choline chloride'],
  ['110-27-0', 'Isopropyl myristate (IPM)'],
  ['8006-54-0', 'Lanolin anhydrous'],
  ['63148-62-9', 'Dimethicone'],
  ['97-59-6', 'Allantoin'],
  ['2216-51-5', 'L-Menthol crystals'],
];

export const SUBSTANCES: readonly Substance[] = [
  ...DANGEROUS,
  ...NOT_DANGEROUS.map(([cas, name]) => ({ cas, name, options: [notDangerous('in every form sold')] })),
];
