/** One package of step 2: its name, size and unit, price in naira (with the price per unit as typed) and stock. */
import type { UseFormRegister } from 'react-hook-form';
import { formatMoney, nairaToKobo } from '../../../../contracts/money.ts';
import { PACKAGE_UNITS } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import type { PackageRowValues, PackagesValues } from './form-schemas.ts';

interface PackageRowProps {
  index: number;
  /** The row as typed so far. */
  row: PackageRowValues | undefined;
  /** False for a package that was ordered or quoted: it may run out of stock, not go away. */
  removable: boolean;
  register: UseFormRegister<PackagesValues>;
  error: (field: keyof PackageRowValues) => string | undefined;
  onRemove: () => void;
}

export function PackageRow({ index: i, row, removable, register, error, onRemove }: PackageRowProps) {
  const kobo = row ? nairaToKobo(row.price ?? '') : null;
  const size = row ? Number(row.size) : NaN;
  const perUnit = kobo !== null && size > 0 ? `${formatMoney(Math.round(kobo / size))} per ${row?.unit}` : null;
  const name = row?.label?.trim() || `Package ${i + 1}`;
  const id = (f: string) => `package-${i}-${f}`;
  return (
    <li className="edit-row" aria-labelledby={id('title')}>
      <div className="edit-row-head">
        <h3 id={id('title')}>{name}</h3>
        <button
          type="button"
          className="button secondary compact"
          disabled={!removable}
          aria-describedby={removable ? undefined : id('locked')}
          onClick={onRemove}
        >
          Remove {name}
        </button>
      </div>
      {!removable && (
        <p id={id('locked')} className="hint">
          Ordered or quoted already, so it stays. To stop selling it, set its stock to 0.
        </p>
      )}
      <div className="package-fields">
        <Field
          fieldClassName="wide"
          label="Package name"
          id={id('label')}
          autoComplete="off"
          placeholder="e.g. 25 kg bag"
          error={error('label')}
          {...register(`packages.${i}.label`)}
        />
        <Field
          label="Size"
          id={id('size')}
          inputMode="decimal"
          autoComplete="off"
          error={error('size')}
          {...register(`packages.${i}.size`)}
        />
        <Field label="Unit" id={id('unit')}>
          {(field) => (
            <select className="input" {...field} {...register(`packages.${i}.unit`)}>
              {PACKAGE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Price (₦)"
          id={id('price')}
          error={error('price')}
          hint={error('price') ? undefined : perUnit && `${perUnit}, before VAT and delivery`}
        >
          {(field) => (
            <div className="input-with-unit">
              <span className="unit" aria-hidden="true">
                ₦
              </span>
              <input className="input" inputMode="decimal" autoComplete="off" {...field} {...register(`packages.${i}.price`)} />
            </div>
          )}
        </Field>
        <Field
          label="Packages in stock"
          id={id('stock')}
          inputMode="numeric"
          autoComplete="off"
          error={error('stock')}
          {...register(`packages.${i}.stock`)}
        />
      </div>
    </li>
  );
}
