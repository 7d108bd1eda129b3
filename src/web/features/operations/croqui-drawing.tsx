import {
  croquiDrawing,
  type CroquiInput,
  type CroquiShape,
  type XY,
} from '../../../domain/distances/croqui.ts';

const points = (list: XY[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const AREA_CLASSES = {
  plot: 'fill-green-600/25 stroke-green-800',
  applied: 'fill-sky-600/25 stroke-sky-800',
  sensitive: 'fill-amber-500/20 stroke-amber-700',
} as const;
const WARN = 'fill-red-600/20 stroke-red-700';

function Shape({ shape }: { shape: CroquiShape }) {
  if (shape.kind === 'area')
    return (
      <path
        d={shape.rings.map((ring) => `M${points(ring)}Z`).join(' ')}
        className={shape.warn ? WARN : AREA_CLASSES[shape.role]}
        data-role={shape.role}
        fillRule="evenodd"
        strokeWidth={1}
      />
    );
  if (shape.kind === 'dot')
    return (
      <circle
        cx={shape.at[0]}
        cy={shape.at[1]}
        r={3.5}
        className={
          shape.warn
            ? 'fill-red-700'
            : shape.role === 'reference'
              ? 'fill-ink-900'
              : 'fill-amber-600'
        }
      />
    );
  if (shape.kind === 'line')
    return (
      <polyline
        points={points(shape.points)}
        className="fill-none stroke-ink-900"
        strokeWidth={shape.role === 'scale' ? 2.5 : 1.2}
        markerEnd={shape.arrow ? 'url(#croqui-arrow)' : undefined}
      />
    );
  return (
    <text
      x={shape.at[0]}
      y={shape.at[1]}
      fontSize={shape.size}
      textAnchor={shape.anchor}
      className={shape.warn ? 'fill-red-700 font-semibold' : 'fill-ink-900'}
    >
      {shape.text}
    </text>
  );
}

/**
 * The croqui's drawing as SVG (the domain's shapes, as the PDF draws them), in `className`'s
 * box: its own chunk, as the drawing's layout on the WGS 84 ellipsoid (GeographicLib) is not
 * needed for the report's first screen.
 */
export function CroquiSvg({ input, className }: { input: CroquiInput; className: string }) {
  const drawing = croquiDrawing(input);
  if (!drawing) return null;
  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label="Croqui da aplicação"
      className={className}
    >
      <defs>
        <marker
          id="croqui-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="fill-ink-900" />
        </marker>
      </defs>
      {drawing.shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </svg>
  );
}
