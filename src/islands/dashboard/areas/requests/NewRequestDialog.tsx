/**
 * The form a product page's link asks for (?new=quote|sample|document&productId=…, see
 * new-request.ts), in a dialog over My requests: the product is loaded, the form filled in with it
 * (the package chosen on the page, the minimum order), and once sent the request itself opens.
 */
import { minPackages } from '../../../../contracts/commerce.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { ProductDetail } from '../../../../contracts/products.ts';
import { Dialog } from '../../../shared/Dialog.tsx';
import { DocumentRequestForm } from './DocumentRequestForm.tsx';
import { NEW_REQUEST_TITLE, type NewRequest } from './new-request.ts';
import type { RequestablePackage, Sent } from './product-request-types.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';
import { SampleRequestForm } from './SampleRequestForm.tsx';
import { useGateway } from './use-gateway.ts';

interface Props {
  request: NewRequest;
  /** The form was sent: the request to open. */
  onSent: (sent: Sent) => void;
  /** The form was closed without sending. */
  onClose: () => void;
}

const requestable = (product: ProductDetail): RequestablePackage[] => product.packages.map((p) => ({
  id: p.id, label: p.label, priceMinor: p.priceMinor, currency: p.currency, stock: p.stock, minQuantity: minPackages(product, p),
}));

export function NewRequestDialog({ request, onSent, onClose }: Props) {
  const { state, reload } = useGateway('/v1/marketplace/get-product', { productId: request.productId }, (answer: Envelope<ProductDetail>) => answer.data);
  const title = NEW_REQUEST_TITLE[request.kind];

  if (state.status === 'loading') {
    return <div className="card notice-block new-request-notice" role="status" aria-busy="true">Loading the product for your request…</div>;
  }
  if (state.status === 'error') {
    return (
      <div className="card notice-block new-request-notice" role="alert">
        <h2>{state.code === 404 ? 'This product is no longer listed' : 'We could not open the form'}</h2>
        <p>{state.code === 404 ? 'It may have been withdrawn by its seller. Find another one in the catalog.' : state.message}</p>
        <p className="form-actions">
          {state.code !== 404 && <button type="button" className="button secondary" onClick={reload}>Try again</button>}
          <button type="button" className="button secondary" onClick={onClose}>Close</button>
        </p>
      </div>
    );
  }

  const product = state.value;
  const intro = `${product.name}, from ${product.supplier.name}. The seller answers here, and you are told by email.`;
  return (
    <Dialog title={title} intro={intro} onClose={onClose}>
      {request.kind === 'quote' && (
        <QuoteRequestForm productId={product.id} packages={requestable(product)} incoterms={product.incoterms} initialPackageId={request.packageId}
          onSent={onSent} onCancel={onClose} />
      )}
      {request.kind === 'sample' && <SampleRequestForm productId={product.id} onSent={onSent} onCancel={onClose} />}
      {request.kind === 'document' && <DocumentRequestForm productId={product.id} onSent={onSent} onCancel={onClose} />}
    </Dialog>
  );
}
