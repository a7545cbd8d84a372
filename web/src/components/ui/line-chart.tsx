import { useId, useLayoutEffect, useRef, useState } from 'react';

export interface ChartPoint {
  /** Axis label, e.g. "This week". */
  label: string;
  value: number;
}

interface LineChartProps {
  /** Names the chart and captions its data table for screen readers. */
  title: string;
  points: ChartPoint[];
  formatValue?: (value: number) => string;
  /** Column headings of the data table. */
  labelHeading?: string;
  valueHeading?: string;
  height?: number;
  /** A fixed top of the value axis (scores: 100); otherwise it follows the data. */
  maxValue?: number;
}

const tickFormat = new Intl.NumberFormat('en-US');

const PADDING = { top: 16, right: 32, bottom: 34, left: 48 };
/** Below this much room per point, every other x label is dropped so none overlap. */
const MIN_LABEL_SPACING = 64;

/** 1, 2 or 5 times a power of ten, so the y axis reads 0, 50, 100 rather than 0, 37, 74. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

function yAxis(max: number): number[] {
  if (max <= 0) return [0, 25, 50, 75, 100];
  const step = niceStep(max / 4);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Draws at the container's real width so text stays legible on a phone instead of scaling down. */
function useContainerWidth(fallback: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A small line chart in plain SVG. The drawing is hidden from assistive technology; a
 * visually hidden table carries the same numbers, which reads better than a described image.
 */
export function LineChart({
  title,
  points,
  formatValue = String,
  labelHeading = 'Period',
  valueHeading = 'Value',
  height = 220,
  maxValue,
}: LineChartProps) {
  const ids = useId();
  const [ref, width] = useContainerWidth(560);
  const ticks = yAxis(maxValue ?? Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1) ?? 100;
  const plotWidth = Math.max(width - PADDING.left - PADDING.right, 1);
  const plotHeight = height - PADDING.top - PADDING.bottom;
  const spacing = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const labelStride = spacing > 0 ? Math.max(1, Math.ceil(MIN_LABEL_SPACING / spacing)) : 1;
  const x = (index: number) => PADDING.left + (points.length > 1 ? index * spacing : plotWidth / 2);
  const y = (value: number) => PADDING.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const line = points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ');
  const baseline = PADDING.top + plotHeight;
  const area = points.length > 1 ? `${x(0)},${baseline} ${line} ${x(points.length - 1)},${baseline}` : '';

  return (
    <figure className="line-chart" ref={ref} aria-labelledby={`${ids}-caption`}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" className="line-chart__svg">
        {ticks.map((tick) => (
          <g key={tick} className="line-chart__grid">
            <line x1={PADDING.left} x2={width - PADDING.right} y1={y(tick)} y2={y(tick)} />
            <text x={PADDING.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tickFormat.format(tick)}
            </text>
          </g>
        ))}
        {area && <polygon className="line-chart__area" points={area} />}
        <polyline className="line-chart__line" points={line} />
        {points.map((point, index) => (
          <g key={index}>
            <circle className="line-chart__point" cx={x(index)} cy={y(point.value)} r={4}>
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </circle>
            {(points.length - 1 - index) % labelStride === 0 && (
              <text className="line-chart__label" x={x(index)} y={height - 10} textAnchor="middle">
                {point.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption id={`${ids}-caption`}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
