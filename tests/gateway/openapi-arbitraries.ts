/**
 * fast-check arbitraries from the OpenAPI document's schemas (the 3.0 subset the gateway emits):
 * values a schema allows, and values it refuses, for the contract walk.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

export type Components = { schemas?: Record<string, Schema> };

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid(),
  email: () => fc.emailAddress().filter((e) => e.length <= 254),
  date: () =>
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': () => fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  uri: () => fc.webUrl(),
  binary: () => fc.string(),
};

export function resolve(schema: Schema, components: Components): Schema {
  let s = schema;
  for (let depth = 0; s.$ref && depth < 10; depth++) s = components.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** Values the schema allows (a deep recursion gives up with the smallest value). */
export function valid(schema: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const inner = (): fc.Arbitrary<unknown> => {
    if (s.enum) return fc.constantFrom(...s.enum.filter((v) => v !== null || s.nullable));
    if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((b) => valid(b, components, depth + 1)));
    if (s.allOf) return valid(Object.assign({}, ...s.allOf.map((b) => resolve(b, components))), components, depth + 1);
    switch (s.type) {
      case 'integer':
      case 'number': {
        const min = s.minimum ?? -1_000_000;
        const max = s.maximum ?? 1_000_000_000;
        const low = min + (s.exclusiveMinimum === true ? 1 : 0);
        const high = max - (s.exclusiveMaximum === true ? 1 : 0);
        const whole = fc.integer({ min: Math.max(low, -2_147_483_648), max: Math.min(high, 2_147_483_647) });
        return fc.oneof(whole, fc.constantFrom(Math.max(low, -2_147_483_648), Math.min(high, Number.MAX_SAFE_INTEGER)));
      }
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = depth > 3 ? fc.constant(null) : valid(s.items ?? {}, components, depth + 1);
        return fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, Math.max(3, s.minItems ?? 0)) });
      }
      case 'object': {
        const props = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, prop] of Object.entries(props)) record[name] = valid(prop, components, depth + 1);
        return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
      }
      default: {
        if (s.type !== 'string' && s.type !== undefined) return fc.constant(null);
        // Both a pattern and a format: values of the pattern the format also allows (an email's pattern
        // is what the server checks; a date's pattern lets 2023-02-30 through, its format does not).
        if (s.pattern) {
          const max = s.maxLength ?? 200;
          const format = s.format ? fullFormats[s.format as keyof typeof fullFormats] : undefined;
          const check = format && typeof format === 'object' && 'validate' in format ? format.validate : format;
          const allowed = (v: string) =>
            check instanceof RegExp ? check.test(v) : typeof check === 'function' ? (check as (v: string) => boolean)(v) : true;
          // fast-check draws from the pattern without its lookaheads; the whole pattern then filters.
          const pattern = new RegExp(s.pattern);
          return fc
            .stringMatching(new RegExp(s.pattern.replace(/\(\?[=!][^()]*\)/g, '')))
            .filter((v) => pattern.test(v) && v.length >= (s.minLength ?? 0) && v.length <= max && allowed(v));
        }
        if (s.format && FORMATS[s.format]) return FORMATS[s.format]!();
        return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, Math.max(40, s.minLength ?? 0)) });
      }
    }
  };
  const arbitrary = inner();
  return s.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

/** A value of the wrong kind, or just past a bound: what a careless or hostile client sends. */
export function invalid(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const wrong: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>({ nested: true }, [1, 2], 'not-a-value\u00e9')];
  if (s.type === 'integer' || s.type === 'number') {
    wrong.push(fc.constantFrom('12abc', 1.5, 2_147_483_648, 10_726_251_338, -1));
    if (s.maximum !== undefined) wrong.push(fc.constant(s.maximum + 1));
    if (s.minimum !== undefined) wrong.push(fc.constant(s.minimum - 1));
  }
  if (s.type === 'string' || s.type === undefined) {
    wrong.push(fc.constantFrom(12, true));
    if (s.maxLength !== undefined) wrong.push(fc.constant('x'.repeat(s.maxLength + 1)));
    if (s.format === 'uuid') wrong.push(fc.constant('not-a-uuid'));
  }
  if (s.type === 'object' && s.properties) {
    const names = Object.keys(s.properties);
    if (names.length) {
      wrong.push(
        fc
          .tuple(valid(s, components), fc.constantFrom(...names))
          .chain(([value, name]) => invalid(s.properties![name]!, components).map((bad) => ({ ...(value as object), [name]: bad }))),
      );
    }
  }
  return fc.oneof(...wrong);
}
