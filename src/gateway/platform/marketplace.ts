/** The marketplace's name as the gateway prints it: on every trade document and statement. */
export const MARKETPLACE_NAME = 'ChemMarket Africa';
