/** Rows of a name and a value (specification, storage, shelf life…), added and removed at will. */
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PRODUCT_LIMITS } from '../../../../contracts/seller-products.ts';
import { firstMessage, type EntryValues } from './form-schemas.ts';

interface EntriesForm { entries: EntryValues[] }

export function EntriesEditor({ control, register, errors, legend, namePlaceholder, valuePlaceholder, suggestions }: {
  control: Control<any>;
  register: UseFormRegister<any>;
  errors: FieldErrors<EntriesForm>;
  legend: string;
  namePlaceholder: string;
  valuePlaceholder: string;
  /** Names offered as one-click rows when they are not in the list yet. */
  suggestions: string[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const entries = errors.entries as unknown as Record<number, { name?: unknown; value?: unknown }> | undefined;
  const listMessage = (errors.entries as { message?: string; root?: { message?: string } } | undefined);
  const present = new Set(fields.map((f) => (f as unknown as EntryValues).name.trim().toLowerCase()));
  const offered = suggestions.filter((s) => !present.has(s.toLowerCase()));
  const full = fields.length >= PRODUCT_LIMITS.properties;

  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {fields.length === 0 && <p className="muted small">Nothing listed yet.</p>}
      <ul className="row-list">
        {fields.map((field, i) => {
          const nameError = firstMessage(entries?.[i]?.name);
          const valueError = firstMessage(entries?.[i]?.value);
          return (
            <li key={field.id} className="entry-row">
              <div className="field">
                <label htmlFor={`entry-${i}-name`}>Name {i + 1}</label>
                <input id={`entry-${i}-name`} className="input" autoComplete="off" placeholder={namePlaceholder} aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `entry-${i}-name-error` : undefined} {...register(`entries.${i}.name`)} />
                {nameError && <p id={`entry-${i}-name-error`} className="field-error">{nameError}</p>}
              </div>
              <div className="field">
                <label htmlFor={`entry-${i}-value`}>Value {i + 1}</label>
                <input id={`entry-${i}-value`} className="input" autoComplete="off" placeholder={valuePlaceholder} aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueError ? `entry-${i}-value-error` : undefined} {...register(`entries.${i}.value`)} />
                {valueError && <p id={`entry-${i}-value-error`} className="field-error">{valueError}</p>}
              </div>
              <button type="button" className="button secondary compact" onClick={() => remove(i)} aria-label={`Remove row ${i + 1}`}>Remove</button>
            </li>
          );
        })}
      </ul>
      {(listMessage?.message ?? listMessage?.root?.message) && <p className="field-error">{listMessage?.message ?? listMessage?.root?.message}</p>}
      {!full && (
        <div className="add-buttons">
          <button type="button" className="button secondary compact" onClick={() => append({ name: '', value: '' }, { shouldFocus: true })}>Add a row</button>
          {offered.slice(0, 6).map((s) => (
            <button key={s} type="button" className="button secondary compact" onClick={() => append({ name: s, value: '' }, { focusName: `entries.${fields.length}.value` })}>+ {s}</button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
