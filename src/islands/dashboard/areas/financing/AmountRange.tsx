/** The amounts financing is given for (from eligibility), and a word when the amount asked falls outside them. */
import { formatMoney } from '../../../../contracts/money.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { eligibilityKey, loadEligibility } from './api.ts';

export function AmountRange({ amount }: { amount: number | null }) {
  const { data } = useQuery(eligibilityKey(), loadEligibility);
  if (!data) return null;
  const outside = amount !== null && (amount < data.minAmount || amount > data.maxAmount);
  return (
    <p className={outside ? 'fin-range outside' : 'fin-range'}>
      Financing is given from {formatMoney(data.minAmount)} to {formatMoney(data.maxAmount)}.
      {outside && ' This amount is outside that range: the review will not accept it as it is.'}
    </p>
  );
}
