/**
 * Dangerous goods' public entry (docs/decisions/038-dangerous-goods.md): the reference list and
 * its suggestions, the check of a seller's classification against it, classifications as stored,
 * what may not travel together, and who may buy what.
 */
export { checkClassification, type CheckResult, type Difference } from './classification-check.ts';
export { LIST_NAME, LIST_SOURCE } from './data/un-dangerous-goods-list.ts';
export {
  classificationOf,
  entriesOf,
  shippingNameWithTechnicalName,
  substanceOf,
  suggestClassification,
  type Suggestion,
} from './reference-list.ts';
export {
  DEFAULT_RESTRICTION_RULES,
  type Restriction,
  type RestrictionLine,
  type RestrictionRules,
  restrictionFor,
  restrictionRules,
} from './restrictions.ts';
export {
  type PairRule,
  type Segregation,
  type SegregationConflict,
  type ShipmentLine,
  segregationBetween,
  segregationConflicts,
} from './segregation.ts';
export {
  isClassifiedDangerous,
  type ProductSubstance,
  type ProductTransport,
  packageTransport,
  publicTransport,
  readTransport,
  saveTransport,
  type TransportChanges,
} from './classifications.ts';
export { productWarnings, type SafetyState, sdsReviewDue } from './warnings.ts';
export { createDangerousGoods, type DangerousGoods, type DangerousGoodsOptions } from './dangerous-goods.ts';
export { createTransportDeviations, type TransportDeviations } from './deviations.ts';
export { dangerousGoodsModule } from './module.ts';
