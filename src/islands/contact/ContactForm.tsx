/** The contact form of /contact: a message to the marketplace's operator. */
import { contactBody } from '../../contracts/settings.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';
import { Field } from '../shared/Field.tsx';
import { FormMessage } from '../shared/FormMessage.tsx';
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import '../shared/shared.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

function ContactForm() {
  const { form, submit, formError, notice, setNotice, errors, busy } = useGatewayForm(contactBody);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => api<Envelope<null>>('/v1/contact/send', { method: 'POST', body: values }));
    if (result) {
      setNotice(result.message ?? 'Thank you.');
      form.reset();
    }
  });
  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} notice={notice} />
      <Field label="Your name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field label="Company (optional)" autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
      <Field label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" className="input textarea" rows={6} aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined} {...form.register('message')} />
        {errors.message?.message && <p id="contact-message-error" className="field-error">{errors.message.message}</p>}
      </div>
      <button className="button" type="submit" disabled={busy}>{form.formState.isSubmitting ? 'Sending…' : 'Send the message'}</button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
