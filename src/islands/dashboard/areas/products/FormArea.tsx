/**
 * /storefront/products/add-product and /storefront/products/edit-product?id=…&step=…: the product
 * form in five steps (basics; packages, prices and stock; properties; documents; additional
 * information and safety). Each step saves on its own, so nothing typed is lost between steps: the
 * first save makes a draft, and the last step publishes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { navigate, useLocation } from '../../../shared/data/location.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Stepper } from '../../../shared/ui/Stepper.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { invalidateProductLists, loadProduct, productKey } from './api.ts';
import { BasicsStep } from './BasicsStep.tsx';
import { useCatalogOptions } from './catalog-options.ts';
import { DocumentsStep } from './DocumentsStep.tsx';
import { EDIT_PATH, filledSteps, FORM_VIEW, LIST_PATH, STEPS } from './form-steps.ts';
import { PackagesStep } from './PackagesStep.tsx';
import { PropertiesStep } from './PropertiesStep.tsx';
import { SafetyStep } from './SafetyStep.tsx';
import type { Intent } from './use-step-form.ts';
import productsStyles from './products.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(productsStyles);

const STATUS_TEXT = {
  draft: 'Draft: only you see it',
  published: 'Published: in the catalog',
  archived: 'Archived: hidden from the catalog',
} as const;

export default function FormArea({ title }: { title: string; params: Record<string, string> }) {
  const { pathname } = useLocation();
  const { view, go } = useUrlState(EDIT_PATH, FORM_VIEW);
  const id = pathname.startsWith(EDIT_PATH) ? view.id : null;
  const step = id === null ? 1 : view.step;

  const query = useQuery(id === null ? null : productKey(id), (signal) => loadProduct(id!, signal));
  // The product the last save answered with comes first: a new draft shows at once at its new
  // address, and a load that started before a save cannot bring back what the save changed.
  const [saved, setSaved] = useState<SellerProduct | null>(null);
  const product = saved?.id === id ? saved : query.data?.id === id ? query.data : null;

  const [notice, setNotice] = useState<string | null>(null);
  const options = useCatalogOptions();
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(true);

  // Each new step starts at its heading, for keyboard and screen reader users alike.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and product are the triggers, not values read
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    // After the dashboard's own focus move, which follows a change of page (add → edit).
    const frame = requestAnimationFrame(() => stepHeadingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [step, id]);

  function leaveStep(next: number) {
    if (!product || next === step) return;
    if (dirty.current && !confirm('Leave this step? The changes you have not saved will be lost.')) return;
    dirty.current = false;
    setNotice(null);
    go({ id: product.id, step: next });
  }

  function onSaved(answer: SellerProduct, intent: Intent, message: string) {
    const created = id === null;
    dirty.current = false;
    setSaved(answer);
    query.setData(() => answer);
    invalidateProductLists();
    if (intent === 'close') {
      toast(created ? `“${answer.name}” saved as a draft.` : message);
      navigate(LIST_PATH);
      return;
    }
    if (intent === 'next') {
      setNotice(null);
      // The next step's heading takes the focus and says where we are; a new draft is worth a word.
      if (created) toast(`“${answer.name}” saved as a draft.`);
      // The new draft gets its own address; Back should not return to an empty form.
      go({ id: answer.id, step: step + 1 }, { replace: created });
      return;
    }
    setNotice(message);
    headingRef.current?.focus();
  }

  if (id !== null && !product) {
    return (
      <section className="product-form-area" aria-labelledby="product-form-title">
        <h1 id="product-form-title">{title}</h1>
        <QueryStatus query={{ ...query, data: undefined }} what="the product" notFound={<ProductNotFound />} />
      </section>
    );
  }

  const current = STEPS[step - 1]!;
  const stepProps = { onSaved, onBack: step > 1 ? () => leaveStep(step - 1) : null, onDirty };
  return (
    <section className="product-form-area" aria-labelledby="product-form-title">
      <p className="back-row">
        <a href={LIST_PATH}>
          <span aria-hidden="true">←</span> Back to your products
        </a>
      </p>
      <div className="product-form-head">
        <h1 id="product-form-title" ref={headingRef} tabIndex={-1}>
          {product ? `Edit “${product.name}”` : title}
        </h1>
        {product && (
          <p className="small">
            <span className={`badge product-${product.status}`}>{STATUS_TEXT[product.status]}</span>
            {product.status === 'published' && (
              <>
                {' '}
                · <a href={product.url}>View its page on the site</a>
              </>
            )}
          </p>
        )}
        <FormMessage notice={notice} />
        {options.error && <FormMessage error={options.error} />}
      </div>

      <Stepper
        label="Steps of the product form"
        steps={STEPS}
        step={step}
        filled={filledSteps(product)}
        onStep={product ? leaveStep : null}
      />
      {!product && <p className="muted small">Fill in the basics and save: the product becomes a draft, and the other steps open.</p>}

      <section className="card product-step" aria-labelledby="product-step-title">
        <h2 id="product-step-title" ref={stepHeadingRef} tabIndex={-1}>
          Step {step} of {STEPS.length}: {current.title}
        </h2>
        <p className="step-intro">{current.intro}</p>
        {step === 1 && <BasicsStep key={product?.id ?? 'new'} product={product} options={options} {...stepProps} />}
        {product && step === 2 && <PackagesStep key={product.id} product={product} {...stepProps} />}
        {product && step === 3 && <PropertiesStep key={product.id} product={product} {...stepProps} />}
        {product && step === 4 && <DocumentsStep key={product.id} product={product} {...stepProps} />}
        {product && step === 5 && <SafetyStep key={product.id} product={product} goToStep={leaveStep} {...stepProps} />}
      </section>
    </section>
  );
}

function ProductNotFound() {
  return (
    <div className="card notice-block" role="alert">
      <h2>Product not found</h2>
      <p>There is no such product in your storefront. It may have been deleted, or belong to another seller.</p>
      <p>
        <a href={LIST_PATH}>Back to your products</a>
      </p>
    </div>
  );
}
