/**
 * A day-by-day (or month-by-month) chart of one or more series (Chart.js, only the parts it uses):
 * the storefront's orders and revenue, a wallet's money in and out, financing repaid and due. Colours are read from the design tokens, and
 * read again when the colour mode changes; Chart.js redraws on resize, debounced by 150 ms (spec §9).
 * The numbers are also offered as a table, for screen readers and for anyone who wants the exact values.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import './chart.css';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

/** Spec §9: a chart redraws at most every 150 ms while its box is resized. */
export const CHART_RESIZE_DELAY_MS = 150;

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

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-03-07" → "7 Mar"; a month, "2026-03" → "Mar 2026". */
const shortLabel = (point: string, period: 'day' | 'month') =>
  period === 'month' ? monthLabel.format(new Date(`${point}-01T00:00:00Z`)) : dayLabel.format(new Date(`${point}T00:00:00Z`));

function tokens() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    primary: read('--color-primary'),
    soft: read('--color-primary-soft'),
    accent: read('--color-accent') || read('--color-success'),
    text: read('--color-muted'),
    grid: read('--color-border'),
    surface: read('--color-surface'),
  };
}

export function DailyChart({ title, summary, type, series, format, period = 'day' }: Props) {
  const days = series[0]?.points ?? [];
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const colours = tokens();
    const paint = (index: number, c: ReturnType<typeof tokens>) => {
      const line = index === 0 ? c.primary : c.accent;
      return { borderColor: line, backgroundColor: type === 'bar' ? line : index === 0 ? c.soft : 'transparent' };
    };
    const chart = new Chart(canvasRef.current!, {
      type,
      data: {
        labels: days.map((p) => shortLabel(p.day, period)),
        datasets: series.map((one, index) => ({
          label: one.label,
          data: one.points.map((p) => p.value),
          ...paint(index, colours),
          fill: type === 'line' && index === 0,
          tension: 0.25,
          pointRadius: days.length > 31 ? 0 : 3,
          borderWidth: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        resizeDelay: CHART_RESIZE_DELAY_MS,
        animation: matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 300 },
        plugins: {
          tooltip: { callbacks: { label: (item) => `${series.length > 1 ? `${item.dataset.label}: ` : ''}${format(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { color: colours.text, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { color: colours.text, precision: 0, callback: (value) => format(Number(value)) },
            grid: { color: colours.grid },
          },
        },
      },
    });

    // The colour mode lives on <html data-theme>: redraw in the new colours when it changes.
    const observer = new MutationObserver(() => {
      const next = tokens();
      for (const [index, dataset] of chart.data.datasets.entries()) Object.assign(dataset, paint(index, next));
      for (const axis of ['x', 'y'] as const) {
        const scale = chart.options.scales![axis]!;
        scale.ticks!.color = next.text;
        if (axis === 'y') scale.grid!.color = next.grid;
      }
      chart.update('none');
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      chart.destroy();
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
