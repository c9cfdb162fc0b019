/** Rows of a name and a value (specification, storage, shelf life…), added and removed at will. */
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { PRODUCT_LIMITS } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { firstMessage } from './first-message.ts';
import type { EntryValues } from './form-schemas.ts';

interface EntriesForm {
  entries: EntryValues[];
}

/** The step's form holds the rows as `entries`, beside fields of its own. */
export function EntriesEditor<T extends EntriesForm, Out>({
  control,
  register,
  errors,
  legend,
  namePlaceholder,
  valuePlaceholder,
  suggestions,
}: {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  legend: string;
  namePlaceholder: string;
  valuePlaceholder: string;
  /** Names offered as one-click rows when they are not in the list yet. */
  suggestions: string[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' as ArrayPath<T> });
  const row = (entry: EntryValues) => entry as FieldArray<T, ArrayPath<T>>;
  const path = (i: number, part: keyof EntryValues) => `entries.${i}.${part}` as Path<T>;
  const entries = errors.entries as unknown as Record<number, { name?: unknown; value?: unknown }> | undefined;
  const listMessage = errors.entries as { message?: string; root?: { message?: string } } | undefined;
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
              <Field
                label={`Name ${i + 1}`}
                id={`entry-${i}-name`}
                autoComplete="off"
                placeholder={namePlaceholder}
                error={nameError}
                {...register(path(i, 'name'))}
              />
              <Field
                label={`Value ${i + 1}`}
                id={`entry-${i}-value`}
                autoComplete="off"
                placeholder={valuePlaceholder}
                error={valueError}
                {...register(path(i, 'value'))}
              />
              <button type="button" className="button secondary compact" onClick={() => remove(i)} aria-label={`Remove row ${i + 1}`}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {(listMessage?.message ?? listMessage?.root?.message) && (
        <p className="field-error">{listMessage?.message ?? listMessage?.root?.message}</p>
      )}
      {!full && (
        <div className="add-buttons">
          <button
            type="button"
            className="button secondary compact"
            onClick={() => append(row({ name: '', value: '' }), { shouldFocus: true })}
          >
            Add a row
          </button>
          {offered.slice(0, 6).map((s) => (
            <button
              key={s}
              type="button"
              className="button secondary compact"
              onClick={() => append(row({ name: s, value: '' }), { focusName: path(fields.length, 'value') })}
            >
              + {s}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
