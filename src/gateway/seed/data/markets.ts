import type { TreeNode } from './types.ts';

/** Industries that buyers on the marketplace manufacture in (15 top-level markets). */
export const MARKETS: TreeNode[] = [
  {
    slug: 'paints-and-coatings',
    name: 'Paints and coatings',
    description: 'Raw materials for decorative, industrial and specialty paints, inks and protective coatings.',
    children: [
      {
        slug: 'decorative-paints',
        name: 'Decorative paints',
        description: 'Emulsion, gloss and texture paints for homes, offices and public buildings.',
      },
      {
        slug: 'industrial-coatings',
        name: 'Industrial coatings',
        description: 'Anti-corrosive, marine, floor and protective coatings for steel, concrete and equipment.',
      },
      {
        slug: 'automotive-refinish',
        name: 'Automotive refinish',
        description: 'Primers, basecoats, clearcoats and thinners used to repair and repaint vehicles.',
      },
      {
        slug: 'printing-inks',
        name: 'Printing inks',
        description: 'Solvent-based, water-based and offset inks for packaging, labels and publications.',
      },
      {
        slug: 'powder-coatings',
        name: 'Powder coatings',
        description: 'Solvent-free thermoset coatings applied electrostatically to metal furniture, profiles and appliances.',
      },
    ],
  },
  {
    slug: 'personal-care-and-cosmetics',
    name: 'Personal care and cosmetics',
    description: 'Ingredients for skin, hair, oral care and beauty products made for African consumers.',
    children: [
      { slug: 'skin-care', name: 'Skin care', description: 'Lotions, creams, body oils and petroleum jellies for everyday skin care.' },
      { slug: 'hair-care', name: 'Hair care', description: 'Shampoos, conditioners, relaxers, pomades and styling products.' },
      { slug: 'oral-care', name: 'Oral care', description: 'Toothpastes, mouthwashes and other products for dental hygiene.' },
      {
        slug: 'soaps-and-toiletries',
        name: 'Soaps and toiletries',
        description: 'Toilet soaps, shower gels, deodorants and hand sanitisers.',
      },
      { slug: 'colour-cosmetics', name: 'Colour cosmetics', description: 'Powders, foundations, lipsticks and other make-up products.' },
    ],
  },
  {
    slug: 'food-and-beverage',
    name: 'Food and beverage',
    description: 'Food-grade additives, ingredients and processing aids for food and drink manufacturers.',
    children: [
      {
        slug: 'bakery-and-confectionery',
        name: 'Bakery and confectionery',
        description: 'Bread, biscuits, cakes, sweets and chocolate production.',
      },
      { slug: 'beverages', name: 'Beverages', description: 'Soft drinks, juices, malt drinks, bottled water and breweries.' },
      { slug: 'dairy-products', name: 'Dairy products', description: 'Milk powders, yoghurts, ice cream and other dairy foods.' },
      { slug: 'processed-foods', name: 'Processed foods', description: 'Noodles, seasonings, sauces, canned and snack foods.' },
      {
        slug: 'meat-processing',
        name: 'Meat processing',
        description: 'Curing, preserving and processing of meat, poultry and fish products.',
      },
    ],
  },
  {
    slug: 'agriculture',
    name: 'Agriculture',
    description: 'Fertilisers, soil amendments and crop protection inputs for farms and agro-dealers.',
    children: [
      { slug: 'fertilisers', name: 'Fertilisers', description: 'Straight and compound fertilisers, including NPK blending plants.' },
      {
        slug: 'crop-protection',
        name: 'Crop protection',
        description: 'Herbicides, fungicides and insecticides and the chemicals used to formulate them.',
      },
      { slug: 'horticulture', name: 'Horticulture', description: 'Greenhouse, flower, vegetable and fertigation farming.' },
      {
        slug: 'soil-conditioning',
        name: 'Soil conditioning',
        description: 'Liming materials and amendments that correct soil acidity and structure.',
      },
    ],
  },
  {
    slug: 'pharmaceuticals',
    name: 'Pharmaceuticals',
    description: 'Active ingredients, excipients and solvents for drug and healthcare product manufacturers.',
    children: [
      {
        slug: 'solid-dosage-forms',
        name: 'Solid dosage forms',
        description: 'Tablets, capsules and powders made by granulation and compression.',
      },
      { slug: 'oral-liquids', name: 'Oral liquids', description: 'Syrups, suspensions and oral solutions.' },
      {
        slug: 'topical-preparations',
        name: 'Topical preparations',
        description: 'Ointments, creams, gels and antiseptic solutions applied to skin.',
      },
      {
        slug: 'api-manufacturing',
        name: 'API manufacturing',
        description: 'Synthesis and purification of active pharmaceutical ingredients.',
      },
    ],
  },
  {
    slug: 'water-treatment',
    name: 'Water treatment',
    description: 'Chemicals for purifying drinking water, treating wastewater and conditioning process water.',
    children: [
      {
        slug: 'drinking-water',
        name: 'Drinking water',
        description: 'Municipal water works, borehole treatment and packaged water plants.',
      },
      {
        slug: 'wastewater-treatment',
        name: 'Wastewater treatment',
        description: 'Treatment of municipal sewage and industrial effluent before discharge.',
      },
      {
        slug: 'swimming-pools',
        name: 'Swimming pools',
        description: 'Disinfection and water balance for hotel, club and residential pools.',
      },
      {
        slug: 'boiler-and-cooling-water',
        name: 'Boiler and cooling water',
        description: 'Scale, corrosion and microbial control in boilers and cooling towers.',
      },
    ],
  },
  {
    slug: 'oil-and-gas',
    name: 'Oil and gas',
    description: 'Chemicals for drilling, production, gas processing and refining operations.',
    children: [
      {
        slug: 'drilling-fluids',
        name: 'Drilling fluids',
        description: 'Water-based and oil-based muds and their weighting agents and viscosifiers.',
      },
      {
        slug: 'gas-processing',
        name: 'Gas processing',
        description: 'Gas sweetening, dehydration and hydrate prevention in gas plants and LNG trains.',
      },
      { slug: 'refining', name: 'Refining', description: 'Crude oil refining, including modular refineries, and fuel treating.' },
      {
        slug: 'production-chemicals',
        name: 'Production chemicals',
        description: 'Scale, corrosion and H2S control and well stimulation in producing fields.',
      },
      { slug: 'lubricants', name: 'Lubricants', description: 'Blending of engine oils, greases and industrial lubricants.' },
    ],
  },
  {
    slug: 'plastics-and-rubber',
    name: 'Plastics and rubber',
    description: 'Polymers, plasticizers and additives for plastic converters and rubber product makers.',
    children: [
      {
        slug: 'pvc-compounding',
        name: 'PVC compounding',
        description: 'Compounding of rigid and flexible PVC for cables, shoes and sheets.',
      },
      { slug: 'packaging-films', name: 'Packaging films', description: 'Blown and cast films, sachet water bags and woven sacks.' },
      { slug: 'pipes-and-profiles', name: 'Pipes and profiles', description: 'Extrusion of pipes, conduits, window profiles and tanks.' },
      {
        slug: 'polyurethane-foam',
        name: 'Polyurethane foam',
        description: 'Flexible foam for mattresses and furniture and rigid foam for insulation.',
      },
      { slug: 'rubber-goods', name: 'Rubber goods', description: 'Tyres, retreads, footwear, hoses and moulded rubber parts.' },
    ],
  },
  {
    slug: 'textiles-and-leather',
    name: 'Textiles and leather',
    description: 'Dyes, auxiliaries and process chemicals for textile mills and tanneries.',
    children: [
      {
        slug: 'textile-pretreatment',
        name: 'Textile pretreatment',
        description: 'Desizing, scouring, bleaching and mercerising of cotton and blends.',
      },
      {
        slug: 'textile-dyeing',
        name: 'Textile dyeing',
        description: 'Dyeing and printing of fabric and yarn, including adire and ankara.',
      },
      {
        slug: 'textile-finishing',
        name: 'Textile finishing',
        description: 'Softening, resin and functional finishes applied after dyeing.',
      },
      { slug: 'leather-tanning', name: 'Leather tanning', description: 'Beamhouse, chrome and vegetable tanning of hides and skins.' },
    ],
  },
  {
    slug: 'construction',
    name: 'Construction',
    description: 'Binders, admixtures and minerals for building materials and construction chemicals.',
    children: [
      {
        slug: 'cement-and-concrete',
        name: 'Cement and concrete',
        description: 'Cement, ready-mix concrete, blocks and concrete admixtures.',
      },
      { slug: 'dry-mix-mortars', name: 'Dry-mix mortars', description: 'Tile adhesives, renders, skim coats and plasters sold in bags.' },
      {
        slug: 'waterproofing-and-roofing',
        name: 'Waterproofing and roofing',
        description: 'Bituminous membranes, coatings and roofing materials.',
      },
      { slug: 'glass-and-ceramics', name: 'Glass and ceramics', description: 'Container glass, tiles, sanitaryware and refractories.' },
    ],
  },
  {
    slug: 'detergents-and-cleaning',
    name: 'Detergents and cleaning',
    description: 'Surfactants, builders and additives for household and industrial cleaning products.',
    children: [
      {
        slug: 'laundry-detergents',
        name: 'Laundry detergents',
        description: 'Powder and liquid laundry detergents and bar laundry soaps.',
      },
      { slug: 'dishwashing-liquids', name: 'Dishwashing liquids', description: 'Hand dishwashing liquids and pastes.' },
      {
        slug: 'household-cleaners',
        name: 'Household cleaners',
        description: 'Bleaches, toilet cleaners, disinfectants and surface cleaners.',
      },
      {
        slug: 'institutional-cleaning',
        name: 'Industrial and institutional cleaning',
        description: 'Cleaning and sanitation products for hospitals, hotels and food plants.',
      },
      { slug: 'soap-making', name: 'Soap making', description: 'Saponification of oils and fats into bar and liquid soaps.' },
    ],
  },
  {
    slug: 'mining-and-metallurgy',
    name: 'Mining and metallurgy',
    description: 'Reagents for mineral processing, metal extraction and metal finishing.',
    children: [
      { slug: 'gold-processing', name: 'Gold processing', description: 'Cyanide leaching, carbon-in-leach and gold recovery circuits.' },
      {
        slug: 'mineral-flotation',
        name: 'Mineral flotation',
        description: 'Froth flotation of copper, lead, zinc and other sulphide ores.',
      },
      {
        slug: 'hydrometallurgy',
        name: 'Hydrometallurgy',
        description: 'Acid leaching, solvent extraction and electrowinning of base metals.',
      },
      {
        slug: 'metal-finishing',
        name: 'Metal finishing',
        description: 'Pickling, galvanising, electroplating and surface treatment of metals.',
      },
      {
        slug: 'mining-explosives',
        name: 'Mining explosives',
        description: 'Ammonium nitrate based bulk explosives for quarries and mines.',
      },
    ],
  },
  {
    slug: 'pulp-and-paper',
    name: 'Pulp and paper',
    description: 'Pulping, bleaching, sizing and coating chemicals for paper and board mills.',
    children: [
      {
        slug: 'pulping-and-bleaching',
        name: 'Pulping and bleaching',
        description: 'Chemical pulping, recycled fibre de-inking and pulp bleaching.',
      },
      {
        slug: 'paper-coating-and-sizing',
        name: 'Paper coating and sizing',
        description: 'Fillers, coating pigments, binders and sizing agents for paper surfaces.',
      },
      {
        slug: 'tissue-and-packaging-paper',
        name: 'Tissue and packaging paper',
        description: 'Tissue, kraft paper, corrugated board and cartons.',
      },
    ],
  },
  {
    slug: 'adhesives-and-sealants',
    name: 'Adhesives and sealants',
    description: 'Polymers, resins and fillers for glues, adhesives and sealants.',
    children: [
      { slug: 'wood-adhesives', name: 'Wood adhesives', description: 'Glues for furniture, plywood, particleboard and joinery.' },
      {
        slug: 'packaging-adhesives',
        name: 'Packaging adhesives',
        description: 'Adhesives for cartons, corrugated board, labels and paper sacks.',
      },
      {
        slug: 'hot-melt-adhesives',
        name: 'Hot-melt adhesives',
        description: 'Thermoplastic adhesives applied molten for packaging, bookbinding and hygiene products.',
      },
      {
        slug: 'construction-sealants',
        name: 'Construction sealants',
        description: 'Contact adhesives, sealants and mastics used on building sites.',
      },
    ],
  },
  {
    slug: 'animal-feed',
    name: 'Animal feed',
    description: 'Minerals, amino acids and additives for feed mills and premix producers.',
    children: [
      { slug: 'poultry-feed', name: 'Poultry feed', description: 'Broiler, layer and breeder feeds.' },
      { slug: 'ruminant-feed', name: 'Ruminant feed', description: 'Cattle, sheep and goat feeds and mineral licks.' },
      { slug: 'aquaculture-feed', name: 'Aquaculture feed', description: 'Floating and sinking feeds for catfish and tilapia farms.' },
      { slug: 'pet-food', name: 'Pet food', description: 'Dry and wet food for dogs and cats.' },
      { slug: 'feed-premixes', name: 'Feed premixes', description: 'Vitamin, mineral and amino acid premixes added to compound feeds.' },
    ],
  },
];
