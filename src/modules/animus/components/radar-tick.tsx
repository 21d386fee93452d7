// A radar axis label that breaks multi-word traits ("Overall Quality") into lines, so the labels at
// the sides stay inside the chart on a phone and in the expanded card (issue 14, point 7).
export interface RadarTickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: string;
  /** recharts: 'end' above the centre, 'start' below it, 'middle' at the sides. */
  verticalAnchor?: string;
  fill?: string;
  payload?: { value?: unknown };
  fontSize?: number;
}

export function RadarTick({
  x = 0,
  y = 0,
  textAnchor = 'middle',
  verticalAnchor = 'middle',
  fill,
  payload,
  fontSize = 11,
}: RadarTickProps) {
  const words = String(payload?.value ?? '').split(' ');
  const lineHeight = fontSize * 1.15;
  const extra = (words.length - 1) * lineHeight;
  const firstDy =
    verticalAnchor === 'end'
      ? -extra
      : verticalAnchor === 'start'
        ? fontSize * 0.8
        : -extra / 2 + fontSize * 0.35;
  return (
    <text
      x={x}
      y={y}
      textAnchor={textAnchor as 'start' | 'middle' | 'end'}
      fontSize={fontSize}
      fill={fill ?? '#475569'}
    >
      {words.map((w, i) => (
        <tspan key={i} x={x} dy={i === 0 ? firstDy : lineHeight}>
          {w}
        </tspan>
      ))}
    </text>
  );
}
