/**
 * /request-product: a signed-in person asks the marketplace to source a product it does not list.
 * Visitors are asked to sign in first and come back here.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Envelope } from '../../contracts/envelope.ts';
import { buyerRequestLink, type ProductRequest } from '../../contracts/requests.ts';
import { isValidCasNumber } from '../../contracts/cas.ts';
import type { Country } from '../../contracts/settings.ts';
import { api } from '../../lib/api-client.ts';
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';
import { FormMessage } from '../shared/FormMessage.tsx';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';
import { Field } from '../shared/Field.tsx';
import { useRequestForm, type FieldErrors } from './use-request-form.ts';
import '../shared/shared.css';
import './requests.css';

const EMPTY = { productName: '', casNumber: '', quantity: '', deliveryCountry: 'NG', details: '' };

function RequestProductForm() {
  const id = useId();
  const signedIn = useStore($isLoggedIn);
  const [mounted, setMounted] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [countries, setCountries] = useState<Country[]>([]);
  const [sent, setSent] = useState<ProductRequest | null>(null);
  const { busy, formError, errors, check, send, formRef } = useRequestForm();

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    api<Envelope<Country[]>>('/v1/countries/get-all').then((response) => setCountries(response.data), () => {});
  }, []);

  if (!mounted) return <p className="muted" aria-busy="true">Loading the form…</p>;
  if (!signedIn) {
    return (
      <div className="request-notice">
        <h2>Sign in to send a request</h2>
        <p>We keep your requests in your account and tell you by email when we find a supplier.</p>
        <p><a className="button" href={loginAddress({ redirectedFrom: '/request-product' })}>Sign in</a>{' '}
          <a className="button secondary" href="/auth/register">Create an account</a></p>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="request-notice" role="status">
        <h2>Request sent</h2>
        <p>We are looking for suppliers of {sent.productName}. You will find the request, and our answer, in <a href={buyerRequestLink('products', sent.id)}>your requests</a>.</p>
        <p><button type="button" className="button secondary" onClick={() => { setSent(null); setValues(EMPTY); }}>Request another product</button></p>
      </div>
    );
  }

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.productName.trim()) found.productName = 'Name the product you need.';
    if (values.casNumber.trim() && !isValidCasNumber(values.casNumber.trim())) found.casNumber = 'This is not a valid CAS number: check the digits (for example 7732-18-5).';
    if (!values.quantity.trim()) found.quantity = 'Say how much you need, such as 2 tonnes a month.';
    if (!check(found)) return;
    const response = await send(() => api<Envelope<ProductRequest>>('/v1/productrequest/new', { method: 'POST', body: values }));
    if (response) setSent(response.data);
  }

  return (
    <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={formError} />
      <Field id={`${id}-name`} label="Product name" error={errors.productName}>
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={200} value={values.productName} onChange={set('productName')} />}
      </Field>
      <Field id={`${id}-cas`} label="CAS number (optional)" error={errors.casNumber} hint="Such as 7732-18-5; it tells us the exact substance.">
        {(control) => <input {...control} className="input" autoComplete="off" inputMode="numeric" maxLength={12} value={values.casNumber} onChange={set('casNumber')} />}
      </Field>
      <Field id={`${id}-quantity`} label="Quantity" error={errors.quantity} hint="Such as 2 tonnes a month or 200 L once.">
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={100} value={values.quantity} onChange={set('quantity')} />}
      </Field>
      <Field id={`${id}-country`} label="Delivery country" error={errors.deliveryCountry}>
        {(control) => (
          <select {...control} className="input" value={values.deliveryCountry} onChange={set('deliveryCountry')}>
            {(countries.length ? countries : [{ code: 'NG', name: 'Nigeria' }]).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
        )}
      </Field>
      <Field id={`${id}-details`} label="Details (optional)" error={errors.details} hint="Grade, purity, packaging, how often you buy.">
        {(control) => <textarea {...control} className="input textarea" rows={4} maxLength={2000} value={values.details} onChange={set('details')} />}
      </Field>
      <button className="button" type="submit" disabled={busy}>{busy ? 'Sending…' : 'Send the request'}</button>
    </form>
  );
}

export default withErrorBoundary(RequestProductForm);
