/** Money in and out per day over 30 or 90 days, on the shared chart; the period is a two-button switch. */
import { useCallback, useMemo, useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { DailyChart } from '../../../shared/ui/DailyChart.tsx';
import { PeriodSwitch } from '../../../shared/ui/PeriodSwitch.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { flowKey, loadFlow } from './api.ts';

const FLOW_PERIODS = [30, 90] as const;

export function FlowChart() {
  const [days, setDays] = useState<30 | 90>(30);
  const flow = useQuery(flowKey(days), (signal) => loadFlow(days, signal));
  const money = useCallback((minor: number) => formatMoney(minor), []);
  const series = useMemo(
    () =>
      flow.data
        ? [
            { label: 'Money in', points: flow.data.points.map((p) => ({ day: p.day, value: p.in })) },
            { label: 'Money out', points: flow.data.points.map((p) => ({ day: p.day, value: p.out })) },
          ]
        : [],
    [flow.data],
  );
  const totalIn = flow.data?.points.reduce((sum, p) => sum + p.in, 0) ?? 0;
  const totalOut = flow.data?.points.reduce((sum, p) => sum + p.out, 0) ?? 0;

  return (
    <div className="wallet-flow">
      <div className="list-head">
        <h2>In and out</h2>
        <PeriodSwitch periods={FLOW_PERIODS} days={days} onChange={setDays} />
      </div>
      {flow.data ? (
        totalIn + totalOut === 0 ? (
          <p className="card empty-note">No money moved in the last {days} days.</p>
        ) : (
          <DailyChart
            title={`Last ${days} days`}
            type="bar"
            series={series}
            format={money}
            summary={`Over the last ${days} days ${money(totalIn)} came in and ${money(totalOut)} went out.`}
          />
        )
      ) : (
        <QueryStatus query={flow} what="the wallet's flow" />
      )}
    </div>
  );
}
