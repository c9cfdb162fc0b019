/**
 * The form a product page's link asks for (?new=quote|sample|document&productId=…, see
 * new-request.ts), in a dialog over My requests: the product is loaded, the form filled in with it
 * (the package chosen on the page, the minimum order), and once sent the request itself opens.
 */
import { useMemo } from 'react';
import { minPackages } from '../../../../contracts/commerce.ts';
import type { ProductDetail } from '../../../../contracts/products.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { getProduct, requestKeys } from './api.ts';
import { DocumentRequestForm } from './DocumentRequestForm.tsx';
import type { RequestablePackage } from './form-schemas.ts';
import { NEW_REQUEST_TITLE, type NewRequest } from './new-request.ts';
import type { NewRequestFormProps } from './new-request-form.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';
import { SampleRequestForm } from './SampleRequestForm.tsx';

interface Props {
  request: NewRequest;
  onSent: NewRequestFormProps['onSent'];
  /** The form was closed without sending. */
  onClose: () => void;
}

const requestable = (product: ProductDetail): RequestablePackage[] =>
  product.packages.map((p) => ({
    id: p.id,
    label: p.label,
    priceMinor: p.priceMinor,
    currency: p.currency,
    stock: p.stock,
    minQuantity: minPackages(product, p),
  }));

export function NewRequestDialog({ request, onSent, onClose }: Props) {
  const query = useQuery(requestKeys.product(request.productId), (signal) => getProduct(request.productId, signal));
  const product = query.data;
  const packages = useMemo(() => (product ? requestable(product) : []), [product]);

  if (!product) {
    return (
      <div className="card notice-block new-request-notice">
        <QueryStatus
          query={query}
          what="the product for your request"
          notFound={
            <div role="alert">
              <h2>This product is no longer listed</h2>
              <p>It may have been withdrawn by its seller. Find another one in the catalog.</p>
            </div>
          }
        />
        {query.error && (
          <p className="form-actions">
            <button type="button" className="button secondary" onClick={onClose}>
              Close
            </button>
          </p>
        )}
      </div>
    );
  }

  const form = {
    productId: product.id,
    dialog: {
      title: NEW_REQUEST_TITLE[request.kind],
      intro: `${product.name}, from ${product.supplier.name}. The seller answers here, and you are told by email.`,
      onClose,
      formClassName: 'request-form',
      submitLabel: 'Send the request',
    },
    onSent,
  };
  switch (request.kind) {
    case 'quote':
      return <QuoteRequestForm {...form} packages={packages} incoterms={product.incoterms} initialPackageId={request.packageId} />;
    case 'sample':
      return <SampleRequestForm {...form} />;
    case 'document':
      return <DocumentRequestForm {...form} />;
  }
}
