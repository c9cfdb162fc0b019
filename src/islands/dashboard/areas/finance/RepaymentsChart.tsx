/** Repayments month by month, the last six and the next six: what was repaid and what falls due, on the shared chart. */
import { useCallback, useMemo } from 'react';
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { DailyChart } from '../../../shared/DailyChart.tsx';

export function RepaymentsChart({ months }: { months: FinanceOverview['repayments'] }) {
  const money = useCallback((minor: number) => formatMoney(minor), []);
  const series = useMemo(
    () => [
      { label: 'Repaid', points: months.map((m) => ({ day: m.month, value: m.paid })) },
      { label: 'Due', points: months.map((m) => ({ day: m.month, value: m.due })) },
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
      summary={`Over these ${months.length} months, ${money(paid)} repaid and ${money(due)} due.`}
    />
  );
}
