/** Repayments month by month, the last six and the next six: what was repaid and what falls due, on the shared chart. */
import { useCallback, useMemo } from 'react';
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { DailyChart } from '../../../shared/ui/DailyChart.tsx';

export function RepaymentsChart({ months }: { months: FinanceOverview['repayments'] }) {
  const money = useCallback((minor: number) => formatMoney(minor), []);
  const series = useMemo(
    () => [
      // Due first, in the primary colour; repaid second, in the accent (green) colour.
      { label: 'Due', points: months.map((m) => ({ day: m.month, value: m.due })) },
      { label: 'Repaid', points: months.map((m) => ({ day: m.month, value: m.paid })) },
    ],
    [months],
  );
  const paid = months.reduce((sum, m) => sum + m.paid, 0);
  const due = months.reduce((sum, m) => sum + m.due, 0);
  if (paid + due === 0) return null;
  return (
    <DailyChart
      title="Repayments by month"
      type="bar"
      period="month"
      series={series}
      format={money}
      summary={`Over the last six months ${money(paid)} was repaid; ${money(due)} is due over the next six.`}
    />
  );
}
