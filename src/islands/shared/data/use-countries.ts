/** The countries list for forms, fetched once per page. */
import { useEffect, useState } from 'react';
import type { Envelope } from '../../../contracts/envelope.ts';
import type { Country } from '../../../contracts/settings.ts';
import { api } from '../../../lib/api-client.ts';

let cached: Promise<Country[]> | undefined;

export function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    cached ??= api<Envelope<Country[]>>('/v1/countries/get-all').then(
      (r) => r.data,
      () => {
        cached = undefined;
        return [];
      },
    );
    void cached.then(setCountries);
  }, []);
  return countries;
}
