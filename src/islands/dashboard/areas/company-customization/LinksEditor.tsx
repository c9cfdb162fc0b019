/** The storefront's links (website, catalogue, social pages): up to six label and address pairs. */
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { BrandingValues } from './api.ts';

const LINKS_MAX = 6;

export function LinksEditor({ form }: { form: UseFormReturn<BrandingValues> }) {
  const links = useFieldArray({ control: form.control, name: 'links' });
  const rowErrors = form.formState.errors.links;
  return (
    <fieldset className="full choice-group">
      <legend>Links (website, catalogue, social pages)</legend>
      {links.fields.map((row, i) => {
        const error = rowErrors?.[i];
        // The address's message reads alone (as the gateway words it); the label's says which field it is about.
        const message = [error?.label?.message && `Label ${error.label.message}.`, error?.url?.message].filter(Boolean).join(' ');
        return (
          <div key={row.id} className="link-row">
            <input
              className="input"
              aria-label={`Link ${i + 1} label`}
              placeholder="Label"
              aria-invalid={error?.label ? true : undefined}
              {...form.register(`links.${i}.label`)}
            />
            <input
              className="input"
              aria-label={`Link ${i + 1} address`}
              placeholder="https://"
              aria-invalid={error?.url ? true : undefined}
              {...form.register(`links.${i}.url`)}
            />
            <button type="button" className="button secondary compact" onClick={() => links.remove(i)}>
              Remove
            </button>
            {message && <p className="field-error">{message}</p>}
          </div>
        );
      })}
      {links.fields.length < LINKS_MAX && (
        <button type="button" className="button secondary compact" onClick={() => links.append({ label: '', url: '' })}>
          Add a link
        </button>
      )}
    </fieldset>
  );
}
