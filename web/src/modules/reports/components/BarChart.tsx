import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** How the value reads beside its bar ("$1,200", "12"). */
  shown: string;
}

/** Each bar's row: its label on one line, the bar and its value below. */
const ROW = 44;
/** The longest bar's share of the width: the rest keeps room for its value. */
const SPAN = 72;

/**
 * A horizontal bar chart as an SVG of our own: no script, no third party. Positions are in per
 * cent of the width and text in the page's own size, so it reads the same on a phone and a
 * laptop. It has a title and a one-line summary for screen readers (role="img"); the same figures
 * stand in a table beside it, which is what a screen reader or a copy-and-paste should use.
 */
export function BarChart({ title, summary, bars }: { title: string; summary: string; bars: readonly Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <svg className="report-chart" role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={bars.length * ROW}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {bars.map((bar, i) => {
        const width = (Math.max(0, bar.value) / max) * SPAN;
        const y = i * ROW;
        return (
          <g key={bar.label}>
            <text x="0" y={y + 14} className="report-chart__label">
              {bar.label}
            </text>
            <rect x="0" y={y + 20} width={`${Math.max(width, 0.5)}%`} height="16" rx="3" className="report-chart__bar" />
            <text x={`${width + 1.5}%`} y={y + 33} className="report-chart__value">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
