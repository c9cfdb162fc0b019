/**
 * A day-by-day (or month-by-month) chart of one or more series (Chart.js, only the parts it uses,
 * loaded once the chart comes near the screen, so it never holds up the first screen of an area):
 * the storefront's orders and revenue, a wallet's money in and out, financing repaid and due. Colours are read from the design tokens, and
 * read again when the colour mode changes; Chart.js redraws on resize, debounced by 150 ms (spec §9).
 * The numbers are also offered as a table, for screen readers and for anyone who wants the exact values.
 */
import { useEffect, useId, useRef } from 'react';
import { MONTHS } from '../../../contracts/format.ts';
import type { ChartDrawing } from './daily-chart-drawing.ts';
import './chart.css';

export interface DailyPoint {
  /** yyyy-MM-dd, or yyyy-MM when the chart's period is 'month'. */
  day: string;
  value: number;
}

export interface DailySeries {
  /** The legend's and the table column's name. */
  label: string;
  points: DailyPoint[];
}

interface Props {
  title: string;
  /** What the chart shows, in one sentence, for those who cannot see it. */
  summary: string;
  type: 'bar' | 'line';
  /** One or more series over the same days; the second is drawn in the accent colour. */
  series: DailySeries[];
  format: (value: number) => string;
  /** What one point covers; days by default. */
  period?: 'day' | 'month';
}

/** How far below (or above) the screen a chart starts loading its drawing: about a screen's scroll away. */
const CHART_NEAR = '400px 0px';

/** "2026-03-07" → "7 Mar"; a month, "2026-03" → "Mar 2026" (written out, not by Intl: format.ts says why). */
function shortLabel(point: string, period: 'day' | 'month'): string {
  const [year, month, day] = point.split('-');
  const name = MONTHS[Number(month) - 1];
  return period === 'month' ? `${name} ${year}` : `${Number(day)} ${name}`;
}

export function DailyChart({ title, summary, type, series, format, period = 'day' }: Props) {
  const days = series[0]?.points ?? [];
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let drawing: ChartDrawing | null = null;
    let gone = false;
    const canvas = canvasRef.current!;
    const draw = () =>
      import('./daily-chart-drawing.ts').then(({ drawChart }) => {
        if (!gone) drawing = drawChart(canvas, { type, labels: days.map((p) => shortLabel(p.day, period)), series, format });
      });
    // Chart.js is the largest script of the areas that show a chart, and the longest task of their
    // start: it loads when the chart comes near the screen, not for a first screen that shows none.
    const near = typeof IntersectionObserver === 'function' ? new IntersectionObserver(seen, { rootMargin: CHART_NEAR }) : null;
    function seen(entries: IntersectionObserverEntry[]) {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near?.disconnect();
      void draw();
    }
    if (near) near.observe(canvas);
    else void draw();
    return () => {
      gone = true;
      near?.disconnect();
      drawing?.destroy();
    };
  }, [type, series, days, format, period]);

  return (
    <section className="card chart-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((one, index) => (
            <li key={one.label} className={index === 0 ? 'first' : 'second'}>
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <div className="chart-box">
        <canvas ref={canvasRef} role="img" aria-label={summary}>
          {summary}
        </canvas>
      </div>
      <details className="chart-table">
        <summary>Show the numbers</summary>
        <div className="table-scroll">
          <table className="data">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{period === 'month' ? 'Month' : 'Day'}</th>
                {series.map((one) => (
                  <th key={one.label} scope="col" className="num">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((p, row) => (
                <tr key={p.day}>
                  <th scope="row">{shortLabel(p.day, period)}</th>
                  {series.map((one) => (
                    <td key={one.label} className="num">
                      {format(one.points[row]?.value ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
