/**
 * DailyChart's drawing: Chart.js with only the parts the charts use, in the design tokens' colours
 * and redrawn in the new ones when the colour mode changes. Its own module, so Chart.js loads
 * once a chart is on screen rather than with the area that shows it.
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
import type { DailySeries } from './DailyChart.tsx';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

/** Spec §9: a chart redraws at most every 150 ms while its box is resized. */
const CHART_RESIZE_DELAY_MS = 150;

export interface ChartDrawing {
  destroy(): void;
}

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

export function drawChart(
  canvas: HTMLCanvasElement,
  { type, labels, series, format }: { type: 'bar' | 'line'; labels: string[]; series: DailySeries[]; format: (value: number) => string },
): ChartDrawing {
  const colours = tokens();
  const paint = (index: number, c: ReturnType<typeof tokens>) => {
    const line = index === 0 ? c.primary : c.accent;
    return { borderColor: line, backgroundColor: type === 'bar' ? line : index === 0 ? c.soft : 'transparent' };
  };
  const chart = new Chart(canvas, {
    type,
    data: {
      labels,
      datasets: series.map((one, index) => ({
        label: one.label,
        data: one.points.map((p) => p.value),
        ...paint(index, colours),
        fill: type === 'line' && index === 0,
        tension: 0.25,
        pointRadius: labels.length > 31 ? 0 : 3,
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
  return {
    destroy() {
      observer.disconnect();
      chart.destroy();
    },
  };
}
