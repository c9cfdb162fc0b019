/** The contact form of /contact: a message to the marketplace's operator. */
import { contactBody } from '../../contracts/settings.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { sendContactMessage } from './api.ts';

function ContactForm() {
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(contactBody);
  const onSubmit = onValid(async (values) => {
    const result = await submit(() => sendContactMessage(values));
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
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => <textarea className="input textarea" rows={6} {...control} {...form.register('message')} />}
      </Field>
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send the message'}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
