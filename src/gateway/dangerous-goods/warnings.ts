/**
 * What a seller is warned of about a product's safety data: a dangerous product without a safety
 * data sheet (it cannot be published), a sheet due for review (older than five years), a product
 * the reference list has as dangerous whose transport classification is not stated.
 */
import { type ProductWarning, SDS_REVIEW_YEARS } from '../../contracts/dangerous-goods.ts';
import { formatDate } from '../../contracts/format.ts';
import { optionsForForm, substanceOf } from './reference-list.ts';

export interface SafetyState {
  /** The product's own classification: dangerous or not; null when not stated. */
  dangerous: boolean | null;
  /** A package of it is classified as dangerous. */
  packageDangerous: boolean;
  /** The newest safety data sheet's revision date (its issue date); null without one. */
  latestSds: Date | null;
  casNumber: string | null;
  physicalForm: string;
}

/** The instant a sheet issued at `issued` is due for review. */
export function sdsReviewDue(issued: Date): Date {
  const due = new Date(issued);
  due.setUTCFullYear(due.getUTCFullYear() + SDS_REVIEW_YEARS);
  return due;
}

export function productWarnings(state: SafetyState, now: Date): ProductWarning[] {
  const warnings: ProductWarning[] = [];
  if ((state.dangerous || state.packageDangerous) && state.latestSds === null) {
    warnings.push({
      code: 'sds-missing',
      message:
        'Classified as dangerous for transport: add its safety data sheet (SDS) under Documents; it cannot be published without one.',
    });
  }
  if (state.latestSds !== null && sdsReviewDue(state.latestSds) <= now) {
    warnings.push({
      code: 'sds-outdated',
      message: `Its safety data sheet was revised on ${formatDate(state.latestSds.toISOString())}, more than ${SDS_REVIEW_YEARS} years ago: ask the producer for the current revision and upload it.`,
    });
  }
  const substance = state.dangerous === null && state.casNumber ? substanceOf(state.casNumber) : undefined;
  if (substance && optionsForForm(substance, state.physicalForm).every((o) => o.un !== null)) {
    warnings.push({
      code: 'transport-not-stated',
      message: `The reference list classifies ${substance.name} as dangerous goods: state its transport classification (the suggestion fills it in).`,
    });
  }
  return warnings;
}
