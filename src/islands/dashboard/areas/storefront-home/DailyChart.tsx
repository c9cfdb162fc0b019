/**
 * One day-by-day chart of the storefront home (Chart.js, only the parts it uses). Colours are read
 * from the design tokens, and read again when the colour mode changes; Chart.js redraws on resize,
 * debounced by 150 ms (spec §9). The numbers are also offered as a table, for screen readers and
 * for anyone who wants the exact values.
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

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

/** Spec §9: a chart redraws at most every 150 ms while its box is resized. */
export const CHART_RESIZE_DELAY_MS = 150;

export interface DailyPoint {
  day: string;
  value: number;
}

interface Props {
  title: string;
  /** What the chart shows, in one sentence, for those who cannot see it. */
  summary: string;
  type: 'bar' | 'line';
  points: DailyPoint[];
  format: (value: number) => string;
  /** The heading of the values column in the table. */
  valueLabel: string;
}

const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function tokens() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    primary: read('--color-primary'),
    soft: read('--color-primary-soft'),
    text: read('--color-muted'),
    grid: read('--color-border'),
    surface: read('--color-surface'),
  };
}

export function DailyChart({ title, summary, type, points, format, valueLabel }: Props) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const colours = tokens();
    const chart = new Chart(canvasRef.current!, {
      type,
      data: {
        labels: points.map((p) => shortDay(p.day)),
        datasets: [
          {
            label: title,
            data: points.map((p) => p.value),
            borderColor: colours.primary,
            backgroundColor: type === 'bar' ? colours.primary : colours.soft,
            fill: type === 'line',
            tension: 0.25,
            pointRadius: points.length > 31 ? 0 : 3,
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        resizeDelay: CHART_RESIZE_DELAY_MS,
        animation: matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 300 },
        plugins: { tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } } },
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
      const dataset = chart.data.datasets[0]!;
      dataset.borderColor = next.primary;
      dataset.backgroundColor = type === 'bar' ? next.primary : next.soft;
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
  }, [type, points, format, title]);

  return (
    <section className="card chart-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
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
                <th scope="col">Day</th>
                <th scope="col" className="num">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <th scope="row">{shortDay(p.day)}</th>
                  <td className="num">{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
