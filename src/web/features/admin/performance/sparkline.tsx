/** A small line of the latest values, scaled between their lowest and highest. */
export function Sparkline(props: { values: number[]; label: string }) {
  const { values } = props;
  if (values.length < 2) return <div className="h-10" aria-hidden="true" />;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const points = values
    .map((v, i) => `${(i / (values.length - 1)) * 100},${38 - ((v - low) / span) * 36}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className="h-10 w-full"
      role="img"
      aria-label={props.label}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        className="text-brand-600"
      />
    </svg>
  );
}
