import type { TreeNode } from './types.ts';

/** What a chemical does in a formulation or process (technology / function groups). */
export const APPLICATIONS: TreeNode[] = [
  {
    slug: 'pigments-and-fillers',
    name: 'Pigments and fillers',
    description: 'Materials that give colour, opacity, bulk or reinforcement to a product.',
    children: [
      {
        slug: 'white-pigments',
        name: 'White pigments',
        description: 'Pigments that give whiteness and hiding power, led by titanium dioxide.',
      },
      {
        slug: 'coloured-pigments',
        name: 'Coloured pigments',
        description: 'Inorganic and organic pigments that give red, yellow, blue and green shades.',
      },
      { slug: 'black-pigments', name: 'Black pigments', description: 'Carbon blacks and black oxides used for colour and UV protection.' },
      {
        slug: 'mineral-fillers',
        name: 'Mineral fillers',
        description: 'Ground minerals that extend and reduce the cost of paints, plastics and paper.',
      },
      {
        slug: 'functional-fillers',
        name: 'Functional fillers',
        description: 'Fillers chosen for reinforcement, matting, flame retardancy or absorption.',
      },
    ],
  },
  {
    slug: 'dyes-and-textile-auxiliaries',
    name: 'Dyes and textile auxiliaries',
    description: 'Dyes, tanning agents and process aids used in textile and leather processing.',
    children: [
      {
        slug: 'textile-dyes',
        name: 'Textile dyes',
        description: 'Reactive, vat, sulphur and other dyes for cellulosic and synthetic fibres.',
      },
      { slug: 'tanning-agents', name: 'Tanning agents', description: 'Chrome and vegetable tannins that turn hides into leather.' },
      {
        slug: 'textile-auxiliaries',
        name: 'Textile auxiliaries',
        description: 'Scouring, levelling, fixing and neutralising agents used in wet processing.',
      },
      {
        slug: 'optical-brighteners',
        name: 'Optical brighteners',
        description: 'Fluorescent whitening agents for detergents, textiles and paper.',
      },
    ],
  },
  {
    slug: 'surfactants-and-emulsifiers',
    name: 'Surfactants and emulsifiers',
    description: 'Surface-active agents that clean, foam, wet, emulsify and condition.',
    children: [
      {
        slug: 'anionic-surfactants',
        name: 'Anionic surfactants',
        description: 'High-foaming detergent actives such as LABSA, SLES and SLS.',
      },
      {
        slug: 'nonionic-surfactants',
        name: 'Nonionic surfactants',
        description: 'Ethoxylates and amides used as detergents, wetting agents and foam boosters.',
      },
      {
        slug: 'amphoteric-and-cationic-surfactants',
        name: 'Amphoteric and cationic surfactants',
        description: 'Mild betaines and quaternary ammonium compounds for personal care and disinfection.',
      },
      {
        slug: 'emulsifiers',
        name: 'Emulsifiers',
        description: 'Food and cosmetic emulsifiers that stabilise oil-in-water and water-in-oil systems.',
      },
      {
        slug: 'emollients-and-humectants',
        name: 'Emollients and humectants',
        description: 'Ingredients that soften skin and hold moisture in creams, lotions and foods.',
      },
    ],
  },
  {
    slug: 'solvents',
    name: 'Solvents',
    description: 'Liquids that dissolve, dilute or carry other substances.',
    children: [
      {
        slug: 'hydrocarbon-solvents',
        name: 'Hydrocarbon solvents',
        description: 'Aliphatic and aromatic solvents such as white spirit, toluene and xylene.',
      },
      { slug: 'alcohol-solvents', name: 'Alcohol solvents', description: 'Ethanol, methanol, isopropanol and butanol.' },
      {
        slug: 'ketone-and-ester-solvents',
        name: 'Ketone and ester solvents',
        description: 'Fast-evaporating solvents such as acetone, MEK and the acetates.',
      },
      {
        slug: 'glycol-solvents',
        name: 'Glycols and glycol ethers',
        description: 'Glycols and glycol ethers used as solvents, coalescents and antifreezes.',
      },
      {
        slug: 'chlorinated-solvents',
        name: 'Chlorinated solvents',
        description: 'Non-flammable solvents used for degreasing, dry cleaning and extraction.',
      },
    ],
  },
  {
    slug: 'acids-and-alkalis',
    name: 'Acids and alkalis',
    description: 'Acids, bases and buffers for pH control, neutralisation and chemical reactions.',
    children: [
      {
        slug: 'mineral-acids',
        name: 'Mineral acids',
        description: 'Sulphuric, hydrochloric, nitric, phosphoric and other inorganic acids.',
      },
      { slug: 'organic-acids', name: 'Organic acids', description: 'Carboxylic acids used as acidulants, descalers and process acids.' },
      {
        slug: 'alkalis-and-bases',
        name: 'Alkalis and bases',
        description: 'Caustic soda, potash, lime, ammonia and amines for neutralisation and saponification.',
      },
      { slug: 'ph-buffers', name: 'pH buffers', description: 'Salts that hold pH steady in foods, detergents and process water.' },
    ],
  },
  {
    slug: 'polymers-and-resins',
    name: 'Polymers and resins',
    description: 'Plastics, rubbers, resins and the monomers they are made from.',
    children: [
      {
        slug: 'commodity-thermoplastics',
        name: 'Commodity thermoplastics',
        description: 'Polyethylene, polypropylene, PVC and polystyrene for packaging and consumer goods.',
      },
      {
        slug: 'engineering-plastics',
        name: 'Engineering plastics',
        description: 'ABS, PET, nylon and other plastics with higher strength or heat resistance.',
      },
      { slug: 'elastomers', name: 'Elastomers', description: 'Natural and synthetic rubbers for tyres, footwear and adhesives.' },
      {
        slug: 'binders-and-resins',
        name: 'Binders and resins',
        description: 'Film-forming and adhesive resins for paints, glues and composites.',
      },
      {
        slug: 'monomers-and-intermediates',
        name: 'Monomers and intermediates',
        description: 'Building blocks for resins, polymers and other chemicals.',
      },
    ],
  },
  {
    slug: 'preservatives-and-biocides',
    name: 'Preservatives and biocides',
    description: 'Substances that stop spoilage and kill or control microbes, weeds and pests.',
    children: [
      {
        slug: 'food-preservatives',
        name: 'Food preservatives',
        description: 'Approved additives that extend the shelf life of foods and drinks.',
      },
      {
        slug: 'cosmetic-preservatives',
        name: 'Cosmetic preservatives',
        description: 'Preservatives that protect creams, shampoos and lotions from contamination.',
      },
      {
        slug: 'disinfectants-and-sanitisers',
        name: 'Disinfectants and sanitisers',
        description: 'Chlorine donors, quats and alcohols that kill bacteria and viruses.',
      },
      { slug: 'antioxidants', name: 'Antioxidants', description: 'Additives that slow oxidation of oils, fats, fuels and polymers.' },
      {
        slug: 'herbicides-and-pesticides',
        name: 'Herbicides and pesticides',
        description: 'Active ingredients that control weeds, insects and plant diseases.',
      },
    ],
  },
  {
    slug: 'coagulants-and-flocculants',
    name: 'Coagulants and flocculants',
    description: 'Chemicals that remove suspended solids, colour and impurities from water.',
    children: [
      {
        slug: 'inorganic-coagulants',
        name: 'Inorganic coagulants',
        description: 'Aluminium and iron salts that destabilise suspended particles.',
      },
      {
        slug: 'polymeric-flocculants',
        name: 'Polymeric flocculants',
        description: 'Polyacrylamides and cationic polymers that build large, fast-settling flocs.',
      },
      {
        slug: 'filtration-and-adsorption',
        name: 'Filtration and adsorption',
        description: 'Activated carbon and filter aids that capture impurities.',
      },
    ],
  },
  {
    slug: 'thickeners-and-rheology-modifiers',
    name: 'Thickeners and rheology modifiers',
    description: 'Materials that control viscosity, flow and suspension.',
    children: [
      {
        slug: 'cellulose-ethers',
        name: 'Cellulose ethers',
        description: 'CMC, HEC and HPMC thickeners for paints, mortars, foods and detergents.',
      },
      {
        slug: 'natural-gums-and-hydrocolloids',
        name: 'Natural gums and hydrocolloids',
        description: 'Xanthan, guar, gum arabic, gelatin and other hydrocolloids.',
      },
      {
        slug: 'starches-and-derivatives',
        name: 'Starches and derivatives',
        description: 'Native and modified starches, dextrins and maltodextrins.',
      },
      {
        slug: 'mineral-thickeners',
        name: 'Mineral thickeners',
        description: 'Clays and silicas that build viscosity and prevent settling.',
      },
      { slug: 'synthetic-thickeners', name: 'Synthetic thickeners', description: 'Acrylic polymers such as carbomers for clear gels.' },
    ],
  },
  {
    slug: 'plasticizers-and-additives',
    name: 'Plasticizers and additives',
    description: 'Additives that make polymers and formulations flexible, stable and easy to process.',
    children: [
      { slug: 'plasticizers', name: 'Plasticizers', description: 'Esters that make PVC and other polymers soft and flexible.' },
      {
        slug: 'heat-stabilisers',
        name: 'Heat stabilisers',
        description: 'Metal soaps and co-stabilisers that protect PVC during processing.',
      },
      {
        slug: 'waxes-and-lubricants',
        name: 'Waxes and lubricants',
        description: 'Waxes, oils and stearates used as lubricants, release agents and barriers.',
      },
      { slug: 'flame-retardants', name: 'Flame retardants', description: 'Mineral and chemical additives that slow the spread of fire.' },
      { slug: 'chelating-agents', name: 'Chelating agents', description: 'Sequestrants that bind metal ions and water hardness.' },
    ],
  },
  {
    slug: 'bleaching-and-oxidising-agents',
    name: 'Bleaching and oxidising agents',
    description: 'Oxidising and reducing agents for bleaching, disinfection and chemical processing.',
    children: [
      { slug: 'chlorine-bleaches', name: 'Chlorine bleaches', description: 'Hypochlorites, chloroisocyanurates and chlorine gas.' },
      {
        slug: 'peroxygen-bleaches',
        name: 'Peroxygen bleaches',
        description: 'Hydrogen peroxide, percarbonate and other oxygen-based bleaches.',
      },
      {
        slug: 'reducing-agents',
        name: 'Reducing agents',
        description: 'Hydrosulphite, sulphites and thiosulphate for reductive bleaching and dechlorination.',
      },
      {
        slug: 'oxidisers',
        name: 'Oxidisers',
        description: 'Nitrates, chlorates and permanganate used in explosives, synthesis and oxidation.',
      },
    ],
  },
  {
    slug: 'fertiliser-nutrients',
    name: 'Fertiliser nutrients',
    description: 'Sources of nitrogen, phosphorus, potassium and micronutrients for crops.',
    children: [
      { slug: 'nitrogen-nutrients', name: 'Nitrogen', description: 'Urea, ammonium and nitrate salts supplying nitrogen.' },
      { slug: 'phosphate-nutrients', name: 'Phosphate', description: 'DAP, MAP and superphosphates supplying phosphorus.' },
      { slug: 'potassium-nutrients', name: 'Potassium', description: 'Muriate and sulphate of potash and potassium nitrate.' },
      {
        slug: 'secondary-and-micronutrients',
        name: 'Secondary and micronutrients',
        description: 'Sulphur, calcium, magnesium, zinc, boron and other trace elements.',
      },
    ],
  },
  {
    slug: 'process-reagents',
    name: 'Process reagents',
    description: 'Reagents, additives and gases consumed in mining, oilfield and industrial processes.',
    children: [
      {
        slug: 'flotation-reagents',
        name: 'Flotation reagents',
        description: 'Collectors, frothers, activators and depressants for froth flotation.',
      },
      {
        slug: 'leaching-reagents',
        name: 'Leaching reagents',
        description: 'Lixiviants and pH modifiers for gold and base-metal leaching.',
      },
      {
        slug: 'drilling-fluid-additives',
        name: 'Drilling fluid additives',
        description: 'Weighting agents, viscosifiers, brines and fluid-loss additives for drilling muds.',
      },
      {
        slug: 'gas-treatment',
        name: 'Gas treatment',
        description: 'Amines and glycols that remove acid gases and water from natural gas.',
      },
      {
        slug: 'industrial-gases',
        name: 'Industrial gases',
        description: 'Compressed and liquefied gases for welding, food, medical and process use.',
      },
    ],
  },
  {
    slug: 'food-and-pharma-ingredients',
    name: 'Food and pharma ingredients',
    description: 'Functional ingredients, excipients and actives for food, feed and medicines.',
    children: [
      { slug: 'sweeteners', name: 'Sweeteners', description: 'Sugars, polyols and high-intensity sweeteners.' },
      {
        slug: 'flavours-and-colours',
        name: 'Flavours and colours',
        description: 'Flavour enhancers, aroma chemicals and permitted food colours.',
      },
      {
        slug: 'nutritional-additives',
        name: 'Nutritional additives',
        description: 'Vitamins, amino acids and minerals for food and feed fortification.',
      },
      {
        slug: 'pharmaceutical-excipients',
        name: 'Pharmaceutical excipients',
        description: 'Fillers, binders, disintegrants and lubricants for tablets and capsules.',
      },
      {
        slug: 'active-pharmaceutical-ingredients',
        name: 'Active pharmaceutical ingredients',
        description: 'Drug substances used by local formulators of medicines.',
      },
    ],
  },
];
