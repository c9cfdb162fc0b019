/**
 * /storefront/products/add-product and /storefront/products/edit-product?id=…&step=…: the product
 * form in five steps (basics; packages, prices and stock; properties; documents; additional
 * information and safety). Each step saves on its own, so nothing typed is lost between steps: the
 * first save makes a draft, and the last step publishes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import '../../../shared/shared.css';
import { BasicsStep } from './BasicsStep.tsx';
import { useCatalogOptions } from './catalog-options.ts';
import { DocumentsStep } from './DocumentsStep.tsx';
import { PackagesStep } from './PackagesStep.tsx';
import { PropertiesStep } from './PropertiesStep.tsx';
import { SafetyStep } from './SafetyStep.tsx';
import type { Intent } from './step-form.tsx';
import { address, useAddress } from './use-address.ts';
import './products.css';

const LIST = '/storefront/products';
const EDIT = '/storefront/products/edit-product';
const STEPS = [
  { title: 'Basics', intro: 'What the product is, where it belongs in the catalog, and how it is sold.' },
  { title: 'Packages and prices', intro: 'The packages you sell it in, each with its price in naira (before VAT and delivery) and the number in stock.' },
  { title: 'Properties', intro: 'The specification buyers compare: appearance, assay, density and the like.' },
  { title: 'Documents', intro: 'Technical and safety data sheets and certificates of analysis, as PDF files.' },
  { title: 'Safety and more', intro: 'Storage, shelf life and other details, and the product\'s GHS hazard data. Then publish it.' },
] as const;
const STATUS_TEXT = { draft: 'Draft: only you see it', published: 'Published: in the catalog', archived: 'Archived: hidden from the catalog' } as const;

type Load = { status: 'idle' } | { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'done'; product: SellerProduct };

/** Which steps hold something, for the step indicator. */
function filled(product: SellerProduct | null): boolean[] {
  if (!product) return [false, false, false, false, false];
  return [
    true,
    product.packages.length > 0,
    Object.keys(product.properties).length > 0,
    product.documents.length > 0,
    Object.keys(product.additionalInfo).length > 0 || product.ghsPictograms.length > 0 || product.signalWord !== null,
  ];
}

export default function ProductForm({ title }: { title: string; params: Record<string, string> }) {
  const { params, go } = useAddress();
  const idParam = Number.parseInt(params.get('id') ?? '', 10);
  const id = location.pathname.startsWith(EDIT) && idParam > 0 ? idParam : null;
  const requested = Number.parseInt(params.get('step') ?? '1', 10);
  const step = id === null ? 1 : Math.min(Math.max(Number.isFinite(requested) ? requested : 1, 1), STEPS.length);

  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const options = useCatalogOptions();
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => { dirty.current = value; }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(true);

  const product = load.status === 'done' && load.product.id === id ? load.product : null;

  useEffect(() => {
    if (id === null) { setLoad({ status: 'idle' }); return; }
    if (load.status === 'done' && load.product.id === id) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api<Envelope<SellerProduct>>('/v1/product/get-product', { query: { productId: id }, signal: controller.signal }).then(
      (response) => setLoad({ status: 'done', product: response.data }),
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        setLoad(error.status === 404 ? { status: 'missing' } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  // Each new step starts at its heading, for keyboard and screen reader users alike.
  useEffect(() => {
    if (arrived.current) { arrived.current = false; return; }
    // After the dashboard's own focus move, which follows a change of page (add → edit).
    const frame = requestAnimationFrame(() => stepHeadingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [step, id]);

  function goToStep(next: number, replace = false) {
    if (!product) return;
    go(address(EDIT, { id: product.id, step: next > 1 ? next : null }), { replace });
  }

  function leaveStep(next: number) {
    if (next === step) return;
    if (dirty.current && !confirm('Leave this step? The changes you have not saved will be lost.')) return;
    dirty.current = false;
    setNotice(null);
    goToStep(next);
  }

  function onSaved(saved: SellerProduct, intent: Intent, message: string) {
    const created = id === null;
    dirty.current = false;
    setLoad({ status: 'done', product: saved });
    if (intent === 'close') {
      toast(created ? `“${saved.name}” saved as a draft.` : message);
      go(LIST);
      return;
    }
    if (intent === 'next') {
      setNotice(null);
      // The next step's heading takes the focus and says where we are; a new draft is worth a word.
      if (created) toast(`“${saved.name}” saved as a draft.`);
      // The new draft gets its own address; Back should not return to an empty form.
      go(address(EDIT, { id: saved.id, step: step + 1 }), { replace: created });
      return;
    }
    setNotice(message);
    headingRef.current?.focus();
  }

  const onBack = step > 1 ? () => leaveStep(step - 1) : null;
  const done = filled(product);
  const heading = product ? `Edit “${product.name}”` : title;

  if (id !== null && load.status !== 'done') {
    return (
      <section className="product-form-area" aria-labelledby="product-form-title">
        <h1 id="product-form-title">{title}</h1>
        {load.status === 'missing' ? (
          <div className="card notice-block" role="alert">
            <h2>Product not found</h2>
            <p>There is no such product in your storefront. It may have been deleted, or belong to another seller.</p>
            <p><a href={LIST}>Back to your products</a></p>
          </div>
        ) : load.status === 'error' ? (
          <div className="card notice-block" role="alert">
            <p>We could not load the product: {load.message}</p>
            <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
          </div>
        ) : <div className="card notice-block" aria-busy="true">Loading the product…</div>}
      </section>
    );
  }

  const current = STEPS[step - 1]!;
  const stepProps = { onSaved, onBack, onDirty };
  return (
    <section className="product-form-area" aria-labelledby="product-form-title">
      <p className="back-row"><a href={LIST}><span aria-hidden="true">←</span> Back to your products</a></p>
      <div className="product-form-head">
        <h1 id="product-form-title" ref={headingRef} tabIndex={-1}>{heading}</h1>
        {product && (
          <p className="small">
            <span className={`badge product-${product.status}`}>{STATUS_TEXT[product.status]}</span>
            {product.status === 'published' && <> · <a href={product.url}>View its page on the site</a></>}
          </p>
        )}
        <FormMessage notice={notice} />
        {options.error && <FormMessage error={options.error} />}
      </div>

      <nav aria-label="Steps of the product form">
        <ol className="stepper">
          {STEPS.map((s, i) => {
            const n = i + 1;
            const state = n === step ? 'current' : done[i] ? 'complete' : 'not filled in yet';
            const inner = (
              <>
                <span className="step-number" aria-hidden="true">{done[i] && n !== step ? '✓' : n}</span>
                <span>{s.title}<span className="visually-hidden">, step {n} of {STEPS.length}, {state}</span></span>
              </>
            );
            return (
              <li key={s.title} className={done[i] ? 'done' : undefined}>
                {product ? (
                  <button type="button" aria-current={n === step ? 'step' : undefined} onClick={() => leaveStep(n)}>{inner}</button>
                ) : (
                  <span className={`step-label${n === step ? '' : ' locked'}`} aria-current={n === step ? 'step' : undefined}>{inner}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {!product && <p className="muted small">Fill in the basics and save: the product becomes a draft, and the other steps open.</p>}

      <section className="card product-step" aria-labelledby="product-step-title">
        <h2 id="product-step-title" ref={stepHeadingRef} tabIndex={-1}>Step {step} of {STEPS.length}: {current.title}</h2>
        <p className="step-intro">{current.intro}</p>
        {step === 1 && <BasicsStep key={product?.id ?? 'new'} product={product} options={options} {...stepProps} />}
        {product && step === 2 && <PackagesStep key={product.id} product={product} {...stepProps} />}
        {product && step === 3 && <PropertiesStep key={product.id} product={product} {...stepProps} />}
        {product && step === 4 && <DocumentsStep key={product.id} product={product} {...stepProps} />}
        {product && step === 5 && <SafetyStep key={product.id} product={product} goToStep={(n) => leaveStep(n)} {...stepProps} />}
      </section>
    </section>
  );
}
