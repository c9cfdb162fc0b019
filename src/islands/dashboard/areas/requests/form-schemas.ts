/**
 * What each request form holds while it is typed (text as typed, prices in naira) and how it
 * becomes the gateway's body. Fields are named as the contract names them, so the gateway's field
 * errors land on them; the contract's own field schemas do the checking where the form holds what
 * the contract takes, and the form's words say what to do when a field is empty or wrong.
 */
import { z } from 'zod';
import { nairaToKobo } from '../../../../contracts/money.ts';
import {
  documentRequestBody,
  fulfilDocumentBody,
  marketToday,
  noteBody,
  quoteAcceptBody,
  quoteAnswerBody,
  quoteRequestBody,
  sampleRequestBody,
  shipSampleBody,
  type DocumentRequestBody,
  type QuoteAnswerBody,
  type QuoteRequestBody,
} from '../../../../contracts/requests.ts';
import { isIsoDate } from '../../../shared/data/iso-date.ts';

/** A field that must be filled in, then checked by the contract's `schema`. */
const filled = <T extends z.ZodType<string, string>>(message: string, schema: T) =>
  z.string().trim().min(1, { error: message }).pipe(schema);

/** A day the person picks (spec §9: yyyy-MM-dd), today or later in the marketplace's time zone. */
const dayFromToday = z
  .string()
  .refine(isIsoDate, { error: 'Enter the date as YYYY-MM-DD.', abort: true })
  .refine((day) => day >= marketToday(), { error: 'Choose today or a later day.' });

/** An amount typed in naira ("125000", "1,250.50"), sent in kobo. */
const naira = (message: string) => z.string().refine((typed) => Boolean(nairaToKobo(typed)), { error: message });

// ---- Steps on a request

/** A confirmation has no field. */
export const confirmForm = z.object({});

/** The seller's optional note, or the tracking note a shipped sample needs. */
export const noteForms = {
  note: noteBody,
  trackingNote: z.object({ trackingNote: filled('This is required.', shipSampleBody.shape.trackingNote) }),
};

export const answerQuoteForm = z.object({
  unitPriceMinor: naira('Enter a price in naira, such as 125000 or 1250.50.'),
  validUntil: dayFromToday,
  note: quoteAnswerBody.shape.note,
});
export type AnswerQuoteValues = z.infer<typeof answerQuoteForm>;
export const answerQuoteBody = (values: AnswerQuoteValues): QuoteAnswerBody => ({
  ...values,
  unitPriceMinor: nairaToKobo(values.unitPriceMinor)!,
});

export const acceptQuoteForm = z.object({
  shippingAddressId: z.string().min(1, { error: 'Choose where to deliver.' }).pipe(quoteAcceptBody.shape.shippingAddressId),
  paymentMethod: quoteAcceptBody.shape.paymentMethod,
});

export const fulfilDocumentForm = z.object({
  fileId: filled('Upload the PDF first.', fulfilDocumentBody.shape.fileId),
  note: fulfilDocumentBody.shape.note,
});

// ---- New requests, from a product page's link

/** What the quote form knows of the product's packages. */
export interface RequestablePackage {
  id: number;
  label: string;
  priceMinor: number;
  currency: string;
  stock: number;
  /** The fewest packages that make the product's minimum order. */
  minQuantity: number;
}

/** The quote form for a product's packages: how many depends on the package chosen (its minimum order). */
export function quoteRequestForm(packages: readonly RequestablePackage[]) {
  const packageOf = (id: string) => packages.find((p) => String(p.id) === id);
  return z
    .object({
      packageId: z.string().refine((id) => packageOf(id) !== undefined, { error: 'Choose a package.' }),
      quantity: z.string(),
      targetPriceMinor: z.string().refine((typed) => !typed.trim() || Boolean(nairaToKobo(typed)), {
        error: 'Enter an amount in naira, such as 125000 or 1250.50, or leave it empty.',
      }),
      incoterm: quoteRequestBody.shape.incoterm,
      deliveryPlace: filled('Say where the goods should be delivered.', quoteRequestBody.shape.deliveryPlace),
      neededBy: dayFromToday,
      message: quoteRequestBody.shape.message,
    })
    .superRefine((values, context) => {
      const least = packageOf(values.packageId)?.minQuantity ?? 1;
      const count = Number(values.quantity);
      if (!Number.isInteger(count) || count < least)
        context.addIssue({ code: 'custom', path: ['quantity'], message: `Enter a whole number of at least ${least}.` });
    });
}
export type QuoteRequestValues = z.infer<ReturnType<typeof quoteRequestForm>>;
export const quoteRequestBodyOf = (productId: number, values: QuoteRequestValues): QuoteRequestBody => ({
  ...values,
  productId,
  packageId: Number(values.packageId),
  quantity: Number(values.quantity),
  targetPriceMinor: values.targetPriceMinor.trim() ? nairaToKobo(values.targetPriceMinor)! : undefined,
});

export const sampleRequestForm = z.object({
  quantity: filled('Say how much you need, such as 500 g.', sampleRequestBody.shape.quantity),
  purpose: sampleRequestBody.shape.purpose,
  deliveryAddress: filled('Enter where the sample should go.', sampleRequestBody.shape.deliveryAddress),
});

const documentFields = documentRequestBody.shape;
export const documentRequestForm = z
  .object({
    kind: documentFields.kind,
    otherKind: documentFields.otherKind,
    message: documentFields.message,
  })
  .refine((values) => values.kind !== 'other' || values.otherKind.length > 0, {
    error: 'Name the document you need.',
    path: ['otherKind'],
  });
export type DocumentRequestValues = z.infer<typeof documentRequestForm>;
export const documentRequestBodyOf = (productId: number, values: DocumentRequestValues): DocumentRequestBody => ({
  ...values,
  productId,
  otherKind: values.kind === 'other' ? values.otherKind : '',
});
