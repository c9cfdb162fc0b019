import type { CompanySpec } from './types.ts';

/**
 * Fictional chemical producers and manufacturers (60): about half African,
 * half from Asia, Europe, the Middle East and the Americas. Names are invented.
 */
export const PRODUCERS: CompanySpec[] = [
  // ---------------------------------------------------------------- Nigeria
  {
    name: 'Ogunleye Alkali Works',
    country: 'NG',
    city: 'Agbara',
    founded: 1987,
    about:
      'Ogunleye Alkali Works produces liquid and flake caustic soda, sodium hypochlorite and hydrochloric acid from a membrane chlor-alkali plant in Ogun State. It supplies soap makers, water utilities and bleach packers across South-West Nigeria.',
  },
  {
    name: 'Benue Trough Barytes & Minerals',
    country: 'NG',
    city: 'Makurdi',
    founded: 2009,
    about:
      'Benue Trough Barytes & Minerals mines and grinds barite to API 13A specification for drilling contractors in the Niger Delta. It also processes local kaolin and feldspar for paint and ceramic plants.',
  },
  {
    name: 'Eko Surfactants Industries',
    country: 'NG',
    city: 'Ikeja',
    founded: 1996,
    about:
      'Eko Surfactants Industries operates a falling-film sulphonation unit producing LABSA and SLES paste. Its customers include detergent, dishwashing liquid and shampoo manufacturers in Lagos and Ogun States.',
  },
  {
    name: 'Onne Agro-Nitrogen Company',
    country: 'NG',
    city: 'Onne',
    founded: 2004,
    about:
      'Onne Agro-Nitrogen Company blends NPK fertilisers and bags imported urea, DAP and potash at its port-side facility. It distributes through agro-dealers to farmers in the South-South and Middle Belt.',
  },
  {
    name: 'Kaduna Resin & Polymer Works',
    country: 'NG',
    city: 'Kaduna',
    founded: 1991,
    about:
      'Kaduna Resin & Polymer Works makes alkyd resins, PVAc emulsions and urea formaldehyde glue for paint, furniture and particleboard producers in Northern Nigeria. It runs reactors from 2 to 10 tonnes and a small quality-control laboratory.',
  },
  {
    name: 'Ikorodu Pigment Mills',
    country: 'NG',
    city: 'Ikorodu',
    founded: 2001,
    about:
      'Ikorodu Pigment Mills grinds and micronises calcium carbonate and dolomite and prepares pigment pastes and universal tinters. It is a key supplier to decorative paint factories around Lagos.',
  },
  {
    name: 'Calabar Cassava Starch Processing',
    country: 'NG',
    city: 'Calabar',
    founded: 2012,
    about:
      'Calabar Cassava Starch Processing converts fresh cassava roots from outgrower farmers into native starch, dextrins and glucose syrup. Its products go to food, pharmaceutical, corrugated board and drilling fluid users.',
  },
  // ---------------------------------------------------------------- South Africa
  {
    name: 'Nkangala Acid & Sulphur Company',
    country: 'ZA',
    city: 'eMalahleni',
    founded: 1978,
    about:
      'Nkangala Acid & Sulphur Company produces sulphuric acid from sulphur burning and smelter off-gas. It supplies fertiliser plants, copper leach operations and battery makers in Southern Africa.',
  },
  {
    name: 'Vaal Triangle Solvents',
    country: 'ZA',
    city: 'Vanderbijlpark',
    founded: 1983,
    about:
      'Vaal Triangle Solvents manufactures ketones, acetates and glycol ethers for coatings, inks and adhesives. It also toll-distils and recovers spent solvents for industrial customers in Gauteng.',
  },
  {
    name: 'Bushveld Mining Reagents',
    country: 'ZA',
    city: 'Rustenburg',
    founded: 1999,
    about:
      'Bushveld Mining Reagents makes xanthate collectors, dithiophosphates and frother blends for platinum, chrome and base-metal concentrators. Its technical team runs flotation test work for mines across the SADC region.',
  },
  {
    name: 'Umgeni Oleochemicals',
    country: 'ZA',
    city: 'Durban',
    founded: 1994,
    about:
      'Umgeni Oleochemicals splits and distils palm and tallow fats into stearic acid, fatty acids and refined glycerine. It exports to soap, rubber and cosmetics manufacturers across East and Southern Africa.',
  },
  {
    name: 'Zululand Titanium Pigments',
    country: 'ZA',
    city: 'Richards Bay',
    founded: 2006,
    about:
      'Zululand Titanium Pigments upgrades locally mined ilmenite into titanium slag and rutile pigment for coatings and plastics. The company is the largest African producer of surface-treated rutile grades in its class.',
  },
  {
    name: 'Taaibos Nitrates (Pty) Ltd',
    country: 'ZA',
    city: 'Sasolburg',
    founded: 1985,
    about:
      'Taaibos Nitrates (Pty) Ltd produces nitric acid, porous prilled ammonium nitrate and calcium ammonium nitrate. It supplies explosives manufacturers for Southern African mines and fertiliser blenders.',
  },
  // ---------------------------------------------------------------- Egypt
  {
    name: 'Red Sea Soda Works',
    country: 'EG',
    city: 'Suez',
    founded: 1972,
    about:
      'Red Sea Soda Works produces light and dense soda ash and sodium bicarbonate by the ammonia-soda process. It supplies glass, detergent and food manufacturers in Egypt and the Middle East.',
  },
  {
    name: 'Pharos Pigment Industries',
    country: 'EG',
    city: 'Alexandria',
    founded: 1989,
    about:
      'Pharos Pigment Industries manufactures synthetic iron oxides, lithopone and zinc oxide. Its pigments are sold to paint, ceramic tile and construction chemical companies in North Africa.',
  },
  {
    name: 'Sokhna Glycols & Derivatives',
    country: 'EG',
    city: 'Ain Sokhna',
    founded: 2011,
    about:
      'Sokhna Glycols & Derivatives produces ethylene glycols and ethoxylated surfactants from an integrated ethylene oxide unit. It sells MEG to polyester producers and nonionic surfactants to detergent makers.',
  },
  {
    name: 'Sixth of October Pharma Excipients',
    country: 'EG',
    city: '6th of October City',
    founded: 2003,
    about:
      'Sixth of October Pharma Excipients manufactures microcrystalline cellulose, povidone blends and magnesium stearate to pharmacopoeial standards. It serves generic drug makers in Egypt, Sudan and East Africa.',
  },
  {
    name: 'Borg El Arab Detergent Chemicals',
    country: 'EG',
    city: 'Borg El Arab',
    founded: 1998,
    about:
      'Borg El Arab Detergent Chemicals produces sodium tripolyphosphate, sodium silicate and zeolite builders. It is a major supplier to laundry powder producers in Egypt and Libya.',
  },
  // ---------------------------------------------------------------- Morocco
  {
    name: 'Oum Er-Rbia Phosphochimie',
    country: 'MA',
    city: 'Safi',
    founded: 1976,
    about:
      'Oum Er-Rbia Phosphochimie converts phosphate rock into phosphoric acid, DAP, MAP and feed-grade dicalcium phosphate. Most of its output is exported to West Africa, Europe and South America.',
  },
  {
    name: 'Tangier Med Polymers',
    country: 'MA',
    city: 'Tangier',
    founded: 2014,
    about:
      'Tangier Med Polymers compounds PVC, polypropylene and masterbatches for the automotive and cable industries in the Tangier free zone. It exports compounds to Europe and West Africa.',
  },
  {
    name: 'Souss Agro-Nutrients',
    country: 'MA',
    city: 'Agadir',
    founded: 2007,
    about:
      'Souss Agro-Nutrients formulates water-soluble fertilisers, chelated micronutrients and liquid NPKs for greenhouse horticulture. It supports growers with fertigation programmes in Morocco, Senegal and Kenya.',
  },
  // ---------------------------------------------------------------- Kenya
  {
    name: 'Rift Valley Diatomite Works',
    country: 'KE',
    city: 'Nakuru',
    founded: 1986,
    about:
      'Rift Valley Diatomite Works mines and calcines diatomaceous earth from deposits in the Kenyan Rift. Its filter aids are used by breweries, juice plants and edible oil refineries across East Africa.',
  },
  {
    name: 'Mlolongo Lime Works',
    country: 'KE',
    city: 'Athi River',
    founded: 1993,
    about:
      'Mlolongo Lime Works burns limestone in vertical kilns to produce quicklime and hydrated lime. It supplies water utilities, sugar mills, gold miners and builders in Kenya and Tanzania.',
  },
  {
    name: 'Thika Polymers & Resins',
    country: 'KE',
    city: 'Thika',
    founded: 2005,
    about:
      'Thika Polymers & Resins manufactures styrene-acrylic and vinyl-acrylic emulsions, wood glues and textile binders. It serves paint, furniture and textile printing companies in the East African Community.',
  },
  // ---------------------------------------------------------------- Ghana
  {
    name: 'Tema Petrochemical Blending',
    country: 'GH',
    city: 'Tema',
    founded: 2000,
    about:
      'Tema Petrochemical Blending blends lubricants and produces white spirit, kerosene-based solvents and drilling fluid base oils. It serves mines, workshops and paint makers in Ghana and neighbouring countries.',
  },
  {
    name: 'Ashanti Kaolin & Clays',
    country: 'GH',
    city: 'Kumasi',
    founded: 2010,
    about:
      'Ashanti Kaolin & Clays mines, washes and classifies kaolin and bentonite in the Ashanti region. Its products are used by paint, ceramic, pharmaceutical and cosmetic manufacturers in West Africa.',
  },
  // ---------------------------------------------------------------- Algeria
  {
    name: 'Arzew Methanol & Ammonia',
    country: 'DZ',
    city: 'Arzew',
    founded: 1981,
    about:
      'Arzew Methanol & Ammonia converts natural gas into methanol, anhydrous ammonia and formaldehyde. It exports to the Mediterranean basin and supplies resin producers in Algeria.',
  },
  {
    name: 'Biskra Silica Industries',
    country: 'DZ',
    city: 'Biskra',
    founded: 2008,
    about:
      'Biskra Silica Industries washes and grades silica sand for glass, foundry and filtration applications. It also produces sodium silicate for detergents and construction chemicals.',
  },
  // ---------------------------------------------------------------- Tunisia
  {
    name: 'Gabes Phosphoric Industries',
    country: 'TN',
    city: 'Gabès',
    founded: 1974,
    about:
      'Gabes Phosphoric Industries produces merchant-grade phosphoric acid, triple superphosphate and ammonium phosphates from Gafsa phosphate rock. It exports fertilisers to Africa, Europe and Asia.',
  },
  {
    name: 'Sfax Olive Oleochemicals',
    country: 'TN',
    city: 'Sfax',
    founded: 1997,
    about:
      'Sfax Olive Oleochemicals refines olive pomace oil and produces fatty acids, soap noodles and glycerine. Its customers include soap makers and cosmetic companies in North and West Africa.',
  },
  // ---------------------------------------------------------------- China
  {
    name: 'Guangxi Yunhe Titanium Co.',
    country: 'CN',
    city: 'Nanning',
    founded: 2002,
    about:
      'Guangxi Yunhe Titanium Co. produces rutile and anatase titanium dioxide by the sulphate process. It exports coatings, plastics and paper grades to more than 40 countries, including most West African markets.',
  },
  {
    name: 'Hubei Jinlan Phosphorus Chemicals',
    country: 'CN',
    city: 'Yichang',
    founded: 1995,
    about:
      'Hubei Jinlan Phosphorus Chemicals manufactures sodium tripolyphosphate, sodium hexametaphosphate and food phosphates from yellow phosphorus. Its products are shipped to detergent and food plants worldwide.',
  },
  {
    name: 'Jiangsu Ruifeng Surfactants',
    country: 'CN',
    city: 'Nantong',
    founded: 2006,
    about:
      'Jiangsu Ruifeng Surfactants produces fatty alcohol ethoxylates, nonylphenol ethoxylates, CAPB and CDEA. It exports surfactants in drums and flexitanks to Africa, South America and Southeast Asia.',
  },
  {
    name: 'Zhejiang Qiantang Amino Acids',
    country: 'CN',
    city: 'Hangzhou',
    founded: 2008,
    about:
      'Zhejiang Qiantang Amino Acids produces lysine, threonine and MSG by fermentation of corn starch. It supplies feed premix companies and seasoning manufacturers in Africa and Asia.',
  },
  {
    name: 'Lianyungang Baiqing Food Additives',
    country: 'CN',
    city: 'Lianyungang',
    founded: 2001,
    about:
      'Lianyungang Baiqing Food Additives makes sodium benzoate, potassium sorbate, citric acid blends and sweeteners. It holds FSSC 22000 and halal certification for exports to Africa and the Middle East.',
  },
  {
    name: 'Tianjin Bohai Dawn Resins',
    country: 'CN',
    city: 'Tianjin',
    founded: 1999,
    about:
      'Tianjin Bohai Dawn Resins produces PVC suspension resin, paste resin and chlorinated paraffins from an integrated chlor-alkali complex. It exports PVC to pipe and cable makers in Africa and South Asia.',
  },
  // ---------------------------------------------------------------- India
  {
    name: 'Ankleshwar Indigo Dyestuffs',
    country: 'IN',
    city: 'Ankleshwar',
    founded: 1984,
    about:
      'Ankleshwar Indigo Dyestuffs manufactures synthetic indigo, reactive and sulphur dyes for denim and cotton mills. It has long-standing agents in Nigeria, Egypt and Ethiopia.',
  },
  {
    name: 'Vapi Excipients',
    country: 'IN',
    city: 'Vapi',
    founded: 1998,
    about:
      'Vapi Excipients produces croscarmellose sodium, sodium starch glycolate and HPMC for tablet and capsule formulators. Its plant is WHO-GMP certified and supplies generic manufacturers in Africa.',
  },
  {
    name: 'Deccan Pharma Actives',
    country: 'IN',
    city: 'Hyderabad',
    founded: 1992,
    about:
      'Deccan Pharma Actives makes paracetamol, ibuprofen, metronidazole and other high-volume active pharmaceutical ingredients. It exports to formulators in Nigeria, Ghana, Kenya and Tanzania.',
  },
  {
    name: 'Mundra Coastal Polymers',
    country: 'IN',
    city: 'Mundra',
    founded: 2010,
    about:
      'Mundra Coastal Polymers produces polypropylene and HDPE from imported propylene and ethylene. Its port-side plant ships raffia and injection grades to East and West Africa.',
  },
  // ---------------------------------------------------------------- Malaysia, Indonesia, Thailand, Korea, Japan, Turkey
  {
    name: 'Pasir Gudang Oleo Sdn Bhd',
    country: 'MY',
    city: 'Pasir Gudang',
    founded: 1990,
    about:
      'Pasir Gudang Oleo Sdn Bhd refines palm and palm kernel oil into fatty acids, fatty alcohols, glycerine and soap noodles. It is a leading exporter of stearic acid to African rubber and soap makers.',
  },
  {
    name: 'Kerteh Polymer Sdn Bhd',
    country: 'MY',
    city: 'Kerteh',
    founded: 2000,
    about:
      'Kerteh Polymer Sdn Bhd produces LLDPE and LDPE from gas-based ethylene. It supplies film grades for sachet water and packaging converters in Africa and Asia.',
  },
  {
    name: 'Dumai Palm Derivatives',
    country: 'ID',
    city: 'Dumai',
    founded: 2004,
    about:
      'Dumai Palm Derivatives manufactures fatty alcohols, cetostearyl alcohol and glyceryl monostearate from sustainable palm oil. It exports personal care and food emulsifier grades worldwide.',
  },
  {
    name: 'Map Ta Phut Aromatics Co.',
    country: 'TH',
    city: 'Rayong',
    founded: 1996,
    about:
      'Map Ta Phut Aromatics Co. produces toluene, mixed xylenes and linear alkylbenzene from a refinery-integrated aromatics complex. It ships LAB in parcels to sulphonation plants in Africa.',
  },
  {
    name: 'Ulsan Hanbit Solvents Co.',
    country: 'KR',
    city: 'Ulsan',
    founded: 1988,
    about:
      'Ulsan Hanbit Solvents Co. manufactures isopropyl alcohol, MIBK and butyl acetate. It is known for electronic and pharmaceutical grades and exports to over 30 countries.',
  },
  {
    name: 'Yokkaichi Fine Cellulose K.K.',
    country: 'JP',
    city: 'Yokkaichi',
    founded: 1969,
    about:
      'Yokkaichi Fine Cellulose K.K. makes high-purity cellulose ethers, including HPMC and HEC, for pharmaceutical coatings and construction. Its products are distributed through regional partners in Africa.',
  },
  {
    name: 'Bandirma Borate Refining A.S.',
    country: 'TR',
    city: 'Bandırma',
    founded: 1985,
    about:
      'Bandirma Borate Refining A.S. refines colemanite and tincal into borax, boric acid and agricultural boron products. It supplies ceramics, glass fibre and fertiliser manufacturers.',
  },
  // ---------------------------------------------------------------- Europe
  {
    name: 'Rheinhessen Cellulose Ethers GmbH',
    country: 'DE',
    city: 'Mainz',
    founded: 1958,
    about:
      'Rheinhessen Cellulose Ethers GmbH produces CMC, HEC and methylcellulose for paints, dry-mix mortars and foods. It operates an application laboratory focused on tropical-climate building products.',
  },
  {
    name: 'Botlek Glycol Terminal BV',
    country: 'NL',
    city: 'Rotterdam',
    founded: 1979,
    about:
      'Botlek Glycol Terminal BV produces propylene glycol and dipropylene glycol and operates bulk storage for glycols and alcohols. It exports USP and industrial grades to Africa and the Middle East.',
  },
  {
    name: 'Scheldt Delta Plasticizers NV',
    country: 'BE',
    city: 'Antwerp',
    founded: 1967,
    about:
      'Scheldt Delta Plasticizers NV manufactures DOTP, DINP and epoxidised soybean oil. It helps African PVC compounders move from DOP to non-phthalate plasticizers.',
  },
  {
    name: 'Lavera Acrylics SAS',
    country: 'FR',
    city: 'Martigues',
    founded: 1974,
    about:
      'Lavera Acrylics SAS produces acrylic acid, butyl acrylate and methyl methacrylate. It supplies emulsion polymer producers in Europe and North Africa.',
  },
  {
    name: 'Huelva Fosfatos y Derivados SA',
    country: 'ES',
    city: 'Huelva',
    founded: 1971,
    about:
      'Huelva Fosfatos y Derivados SA produces food and technical phosphates, including SAPP, trisodium phosphate and monocalcium phosphate. It exports to bakery ingredient and detergent companies in Africa.',
  },
  {
    name: 'Ravenna Adriatic Elastomers SpA',
    country: 'IT',
    city: 'Ravenna',
    founded: 1962,
    about:
      'Ravenna Adriatic Elastomers SpA produces emulsion SBR, polybutadiene and polychloroprene. It supplies tyre retreaders, footwear and adhesive makers around the Mediterranean and in Africa.',
  },
  // ---------------------------------------------------------------- Middle East
  {
    name: 'Jubail Gulf Polyolefins Co.',
    country: 'SA',
    city: 'Jubail',
    founded: 1993,
    about:
      'Jubail Gulf Polyolefins Co. produces HDPE, LLDPE and polypropylene from ethane-based crackers. It is one of the largest polymer exporters to East and West Africa.',
  },
  {
    name: 'Ruwais Sulphur & Granules LLC',
    country: 'AE',
    city: 'Ruwais',
    founded: 2003,
    about:
      'Ruwais Sulphur & Granules LLC granulates sulphur recovered from sour gas processing. It ships bulk sulphur to acid and fertiliser producers in North and Southern Africa.',
  },
  {
    name: 'Mesaieed Ammonia & Urea Co.',
    country: 'QA',
    city: 'Mesaieed',
    founded: 1984,
    about:
      'Mesaieed Ammonia & Urea Co. produces granular urea, anhydrous ammonia and urea formaldehyde concentrate from natural gas. It exports to Africa, Asia and Latin America.',
  },
  {
    name: 'Sohar Methanol Partners LLC',
    country: 'OM',
    city: 'Sohar',
    founded: 2007,
    about:
      'Sohar Methanol Partners LLC operates a world-scale methanol plant with downstream formaldehyde production. It supplies resin, biodiesel and hydrate-inhibition customers across the Indian Ocean region.',
  },
  // ---------------------------------------------------------------- Americas
  {
    name: 'Brazos Bend Specialty Amines Inc.',
    country: 'US',
    city: 'Freeport',
    founded: 1976,
    about:
      'Brazos Bend Specialty Amines Inc. manufactures ethanolamines, MDEA and formulated gas treating solvents. It supports gas plants and refineries with solvent analysis and reclaiming services.',
  },
  {
    name: 'Cubatao Atlantico Quimicos Ltda',
    country: 'BR',
    city: 'Cubatão',
    founded: 1981,
    about:
      'Cubatao Atlantico Quimicos Ltda produces calcium hypochlorite, caustic soda and hydrochloric acid. It exports water treatment chemicals to Angola, Mozambique and West Africa.',
  },
  {
    name: 'Saskatoon Prairie Potash Corp.',
    country: 'CA',
    city: 'Saskatoon',
    founded: 1968,
    about:
      'Saskatoon Prairie Potash Corp. mines and refines potassium chloride in granular, standard and soluble grades. It ships potash to fertiliser blenders in Africa, Asia and South America.',
  },
];

/** Fictional distributors and importers across African countries (40). */
export const SUPPLIERS: CompanySpec[] = [
  // ---------------------------------------------------------------- Nigeria (12)
  {
    name: 'Apapa Chemical Traders',
    country: 'NG',
    city: 'Lagos',
    founded: 1998,
    about:
      'Apapa Chemical Traders imports and distributes bulk acids, alkalis and water treatment chemicals from its bonded warehouse near Apapa port. It delivers to factories across Lagos and Ogun States within 48 hours.',
  },
  {
    name: 'Ikeja Industrial Supplies',
    country: 'NG',
    city: 'Ikeja',
    founded: 2006,
    about:
      'Ikeja Industrial Supplies stocks surfactants, preservatives, fragrances and packaging for detergent and cosmetic makers. It also runs formulation training for small and medium manufacturers.',
  },
  {
    name: 'Garden City Oilfield Chemicals',
    country: 'NG',
    city: 'Port Harcourt',
    founded: 2003,
    about:
      'Garden City Oilfield Chemicals supplies barite, bentonite, xanthan, brines and production chemicals to drilling contractors and operators. It holds NUPRC and NCDMB registration for oil and gas services.',
  },
  {
    name: 'Sabon Gari Agro-Inputs',
    country: 'NG',
    city: 'Kano',
    founded: 2001,
    about:
      'Sabon Gari Agro-Inputs distributes fertilisers, herbicides and seed treatment products to agro-dealers across Northern Nigeria. It also supplies feed additives to poultry farms in Kano and Kaduna.',
  },
  {
    name: 'Ariaria Soap & Detergent Chemicals',
    country: 'NG',
    city: 'Aba',
    founded: 2009,
    about:
      'Ariaria Soap & Detergent Chemicals sells caustic soda, LABSA, sodium silicate and colourants in small lots to soap and detergent makers in Aba. It offers credit terms to registered cottage manufacturers.',
  },
  {
    name: 'Niger Bridge Paint Raw Materials',
    country: 'NG',
    city: 'Onitsha',
    founded: 1995,
    about:
      'Niger Bridge Paint Raw Materials distributes titanium dioxide, calcium carbonate, HEC and emulsions to paint factories in the South-East. It keeps buffer stock to protect customers from port delays.',
  },
  {
    name: 'Oyo Pharma Excipients Distribution',
    country: 'NG',
    city: 'Ibadan',
    founded: 2011,
    about:
      'Oyo Pharma Excipients Distribution supplies NAFDAC-registered excipients and APIs to pharmaceutical manufacturers in the South-West. It provides certificates of analysis and stability data for every batch.',
  },
  {
    name: 'Capital Territory Lab & Industrial Chemicals',
    country: 'NG',
    city: 'Abuja',
    founded: 2014,
    about:
      'Capital Territory Lab & Industrial Chemicals serves universities, water boards and public hospitals with reagents and industrial chemicals. It handles government tenders and institutional supply contracts.',
  },
  {
    name: 'Kaduna Plastics & Polymer Depot',
    country: 'NG',
    city: 'Kaduna',
    founded: 2007,
    about:
      'Kaduna Plastics & Polymer Depot distributes polyethylene, polypropylene and PVC resins and masterbatches. Its customers are plastic converters making bags, crates and pipes in Northern Nigeria.',
  },
  {
    name: 'Warri Refinery Services & Chemicals',
    country: 'NG',
    city: 'Warri',
    founded: 2005,
    about:
      'Warri Refinery Services & Chemicals supplies amines, glycols, caustic soda and corrosion inhibitors to refineries, gas plants and modular refineries. It operates a bulk tank farm for liquid chemicals.',
  },
  {
    name: 'Ring Road Food Ingredients',
    country: 'NG',
    city: 'Benin City',
    founded: 2012,
    about:
      'Ring Road Food Ingredients distributes preservatives, sweeteners, flavours and colours to bakeries, beverage and snack producers. It stocks halal- and food-certified products in climate-controlled storage.',
  },
  {
    name: 'Oshodi Foam & Furniture Chemicals',
    country: 'NG',
    city: 'Lagos',
    founded: 2000,
    about:
      'Oshodi Foam & Furniture Chemicals imports TDI, polyols, methylene chloride and contact adhesives for mattress and furniture makers. It provides safe-handling training for isocyanates.',
  },
  // ---------------------------------------------------------------- Ghana (3)
  {
    name: 'Tema Harbour Chemical Agencies',
    country: 'GH',
    city: 'Tema',
    founded: 1993,
    about:
      'Tema Harbour Chemical Agencies imports industrial chemicals in containers and bulk for Ghanaian manufacturers. It also re-exports to Burkina Faso, Togo and Mali through the Tema corridor.',
  },
  {
    name: 'Obuasi Mining Reagents Supply',
    country: 'GH',
    city: 'Kumasi',
    founded: 2004,
    about:
      'Obuasi Mining Reagents Supply delivers sodium cyanide, lime, activated carbon and flocculants to gold mines in the Ashanti and Western regions. It is certified under the International Cyanide Management Code for transport.',
  },
  {
    name: 'Osu Cosmetics Raw Materials',
    country: 'GH',
    city: 'Accra',
    founded: 2013,
    about:
      'Osu Cosmetics Raw Materials supplies emollients, butters, surfactants and preservatives to skin and hair care brands. It sources shea butter locally and imports specialty ingredients.',
  },
  // ---------------------------------------------------------------- Kenya (3)
  {
    name: 'Industrial Area Chemical Distributors',
    country: 'KE',
    city: 'Nairobi',
    founded: 1990,
    about:
      'Industrial Area Chemical Distributors serves manufacturers across Kenya with solvents, resins, pigments and surfactants. It operates depots in Nairobi and Eldoret.',
  },
  {
    name: 'Kilindini Bulk Liquids',
    country: 'KE',
    city: 'Mombasa',
    founded: 2002,
    about:
      'Kilindini Bulk Liquids runs a tank terminal at Mombasa port and distributes bulk glycols, acids and vegetable oils. It trucks product to Uganda, Rwanda and South Sudan.',
  },
  {
    name: 'Lake Basin Agrochem',
    country: 'KE',
    city: 'Kisumu',
    founded: 2010,
    about:
      'Lake Basin Agrochem supplies fertilisers, crop protection products and fish-farm inputs to farmers around Lake Victoria. It runs demonstration plots with county extension officers.',
  },
  // ---------------------------------------------------------------- South Africa (3)
  {
    name: 'Reef Industrial Chemicals',
    country: 'ZA',
    city: 'Johannesburg',
    founded: 1979,
    about:
      'Reef Industrial Chemicals is a broad-line distributor of industrial and mining chemicals in Gauteng. It offers repacking, blending and SANAS-accredited laboratory testing.',
  },
  {
    name: 'Bluff Harbour Chemicals',
    country: 'ZA',
    city: 'Durban',
    founded: 1988,
    about:
      'Bluff Harbour Chemicals imports and distributes chemicals for the KwaZulu-Natal sugar, paper and textile industries. It holds dangerous goods storage licences for flammable and corrosive products.',
  },
  {
    name: 'Cape Peninsula Specialty Ingredients',
    country: 'ZA',
    city: 'Cape Town',
    founded: 2001,
    about:
      'Cape Peninsula Specialty Ingredients supplies food, beverage and wine-making ingredients in the Western Cape. Its range includes acids, preservatives, enzymes and fining agents.',
  },
  // ---------------------------------------------------------------- Egypt (2)
  {
    name: 'Delta Nile Chemical Trading',
    country: 'EG',
    city: 'Cairo',
    founded: 1985,
    about:
      'Delta Nile Chemical Trading distributes polymers, plasticizers and solvents to plastics and paint companies in Greater Cairo. It also handles imports for industrial zones in the Nile Delta.',
  },
  {
    name: 'Mediterranean Port Chemicals',
    country: 'EG',
    city: 'Alexandria',
    founded: 1996,
    about:
      'Mediterranean Port Chemicals imports and stores chemicals at Alexandria and Dekheila ports. It supplies textile, food and pharmaceutical manufacturers in Alexandria and Borg El Arab.',
  },
  // ---------------------------------------------------------------- Morocco (2)
  {
    name: 'Ain Sebaa Chemical Distribution',
    country: 'MA',
    city: 'Casablanca',
    founded: 1992,
    about:
      'Ain Sebaa Chemical Distribution serves the Casablanca industrial belt with surfactants, solvents and water treatment chemicals. It also exports to Mauritania and Senegal.',
  },
  {
    name: 'Detroit Strait Industrial Supply',
    country: 'MA',
    city: 'Tangier',
    founded: 2015,
    about:
      'Detroit Strait Industrial Supply supplies automotive and cable plants in the Tangier free zones with resins, coatings and process chemicals. It offers just-in-time delivery from bonded stock.',
  },
  // ---------------------------------------------------------------- Côte d'Ivoire (2)
  {
    name: 'Lagune Ebrie Chimie',
    country: 'CI',
    city: 'Abidjan',
    founded: 1994,
    about:
      'Lagune Ebrie Chimie distributes industrial chemicals to cocoa processors, soap makers and plastics converters in Abidjan. It also serves customers in Burkina Faso and Mali.',
  },
  {
    name: 'San-Pedro Agro Industrie Services',
    country: 'CI',
    city: 'San-Pédro',
    founded: 2008,
    about:
      'San-Pedro Agro Industrie Services supplies fertilisers, latex coagulants and crop protection inputs to rubber, cocoa and palm plantations. It operates a warehouse next to San-Pédro port.',
  },
  // ---------------------------------------------------------------- Senegal (2)
  {
    name: 'Cap-Vert Chemical Supply',
    country: 'SN',
    city: 'Dakar',
    founded: 1999,
    about:
      'Cap-Vert Chemical Supply imports water treatment, detergent and food chemicals through the port of Dakar. It supplies industries in Senegal, The Gambia and Guinea-Bissau.',
  },
  {
    name: 'Thies Phosphate & Mining Services',
    country: 'SN',
    city: 'Thiès',
    founded: 2011,
    about:
      'Thies Phosphate & Mining Services supplies reagents, explosives precursors and maintenance chemicals to phosphate and gold mines. It holds storage permits for oxidisers and corrosives.',
  },
  // ---------------------------------------------------------------- Tanzania (2)
  {
    name: 'Kariakoo Chemicals & Allied',
    country: 'TZ',
    city: 'Dar es Salaam',
    founded: 1997,
    about:
      'Kariakoo Chemicals & Allied distributes industrial chemicals to manufacturers in Dar es Salaam and up-country. It is a major supplier to the Tanzanian soap, paint and plastics industries.',
  },
  {
    name: 'Meru Agro & Flower Inputs',
    country: 'TZ',
    city: 'Arusha',
    founded: 2006,
    about:
      'Meru Agro & Flower Inputs supplies water-soluble fertilisers and crop protection products to flower and vegetable farms in northern Tanzania. It provides soil and water testing through partner laboratories.',
  },
  // ---------------------------------------------------------------- Ethiopia (1)
  {
    name: 'Addis Industrial Chemicals Import',
    country: 'ET',
    city: 'Addis Ababa',
    founded: 2003,
    about:
      'Addis Industrial Chemicals Import brings in tanning agents, dyes and textile auxiliaries for Ethiopian tanneries and garment parks. It clears cargo through the Djibouti corridor.',
  },
  // ---------------------------------------------------------------- Uganda (2)
  {
    name: 'Kampala Industrial Chemicals Centre',
    country: 'UG',
    city: 'Kampala',
    founded: 2000,
    about:
      'Kampala Industrial Chemicals Centre supplies beverage, dairy and soap producers across Uganda. It keeps stocks of caustic soda, acids, preservatives and cleaning chemicals.',
  },
  {
    name: 'Source of the Nile Agro-Processing Supplies',
    country: 'UG',
    city: 'Jinja',
    founded: 2009,
    about:
      'Source of the Nile Agro-Processing Supplies serves sugar, brewing and grain milling companies around Jinja. Its range includes processing aids, lime, flocculants and sanitation chemicals.',
  },
  // ---------------------------------------------------------------- Cameroon (2)
  {
    name: 'Wouri Chemical Distribution',
    country: 'CM',
    city: 'Douala',
    founded: 1991,
    about:
      'Wouri Chemical Distribution imports chemicals through the port of Douala for Cameroon, Chad and the Central African Republic. It supplies breweries, soap makers and plastics converters.',
  },
  {
    name: 'Mfoundi Laboratory & Pharma Supplies',
    country: 'CM',
    city: 'Yaoundé',
    founded: 2010,
    about:
      'Mfoundi Laboratory & Pharma Supplies distributes excipients, reagents and disinfectants to pharmaceutical manufacturers, hospitals and universities. It also supplies water treatment chemicals to municipal utilities.',
  },
  // ---------------------------------------------------------------- Angola (1)
  {
    name: 'Baia de Luanda Quimica',
    country: 'AO',
    city: 'Luanda',
    founded: 2005,
    about:
      'Baia de Luanda Quimica supplies oilfield, water treatment and food processing chemicals in Angola. It serves offshore operators from its base near the Sonils logistics zone.',
  },
  // ---------------------------------------------------------------- Zambia (2)
  {
    name: 'Cairo Road Industrial Chemicals',
    country: 'ZM',
    city: 'Lusaka',
    founded: 1996,
    about:
      'Cairo Road Industrial Chemicals distributes chemicals to manufacturers, water utilities and farms in central Zambia. It stocks fertilisers, chlorine products and food ingredients.',
  },
  {
    name: 'Copperbelt Reagent Logistics',
    country: 'ZM',
    city: 'Kitwe',
    founded: 2001,
    about:
      'Copperbelt Reagent Logistics supplies sulphuric acid, xanthates, frothers, lime and flocculants to copper and cobalt mines in Zambia and the DRC. It runs a reagent make-up and storage facility in Kitwe.',
  },
  // ---------------------------------------------------------------- Rwanda (1)
  {
    name: 'Kigali Industrial Park Chemicals',
    country: 'RW',
    city: 'Kigali',
    founded: 2013,
    about:
      'Kigali Industrial Park Chemicals supplies manufacturers in the Kigali Special Economic Zone with process, cleaning and water treatment chemicals. It imports via Mombasa and Dar es Salaam.',
  },
];
