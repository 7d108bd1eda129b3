import { useState, type KeyboardEvent } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import {
  COORDINATE_EXAMPLES,
  COORDINATE_LIMITS,
  parseCoordinate,
  type Axis,
} from '../../../domain/geo/coordinates.ts';
import type { LngLat } from '../../../domain/geo/polygon.ts';
import { buttonClasses } from '../button-link.tsx';

const NAMES: Record<Axis, string> = { latitude: 'Latitude', longitude: 'Longitude' };
// On a phone the editor sits in cards inside cards: a smaller face keeps '-12,537381' whole.
const INPUT =
  'block w-full rounded-lg border border-brand-200 bg-white px-1.5 py-1 text-xs tabular-nums sm:px-2 sm:text-sm';

/** A typed coordinate in degrees, or the pt-BR problem with it. */
function readAxis(text: string, axis: Axis, whose: string): number | string {
  const value = parseCoordinate(text, axis);
  const name = NAMES[axis];
  if (value === null) return `${name} ${whose} é obrigatória.`;
  if (Number.isNaN(value) || Math.abs(value) > COORDINATE_LIMITS[axis])
    return `${name} ${whose} inválida: use ${COORDINATE_EXAMPLES[axis].decimal} ou ${COORDINATE_EXAMPLES[axis].dms}.`;
  return Math.round(value * 1e6) / 1e6;
}

/** Enter keeps the vertex (it must not send the form the list sits in). */
const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  commit();
};

/**
 * The polygon's vertices as text, for the keyboard and screen readers (a map is neither):
 * each latitude and longitude edited in place (decimal degrees or degrees, minutes and
 * seconds), a vertex removed or added at the end.
 */
export function VertexList(props: { value: LngLat[]; onChange: (vertices: LngLat[]) => void }) {
  const [problem, setProblem] = useState('');
  const [draft, setDraft] = useState({ latitude: '', longitude: '' });
  const set = (index: number, axis: Axis, text: string) => {
    const read = readAxis(text, axis, `do vértice ${index + 1}`);
    if (typeof read === 'string') return setProblem(read);
    setProblem('');
    const [lng, lat] = props.value[index]!;
    const next: LngLat = axis === 'latitude' ? [lng, read] : [read, lat];
    if (next[0] !== lng || next[1] !== lat)
      props.onChange(props.value.map((v, i) => (i === index ? next : v)));
  };
  const add = () => {
    const latitude = readAxis(draft.latitude, 'latitude', 'do novo vértice');
    const longitude = readAxis(draft.longitude, 'longitude', 'do novo vértice');
    if (typeof latitude === 'string' || typeof longitude === 'string')
      return setProblem(typeof latitude === 'string' ? latitude : (longitude as string));
    setProblem('');
    setDraft({ latitude: '', longitude: '' });
    props.onChange([...props.value, [longitude, latitude]]);
  };
  const cell = (index: number, axis: Axis, value: number) => (
    <input
      // A new value from the map replaces what was typed.
      key={`${axis}-${value}`}
      defaultValue={formatDecimal(value, 6)}
      aria-label={`${NAMES[axis]} do vértice ${index + 1}`}
      inputMode="decimal"
      className={INPUT}
      onBlur={(event) => set(index, axis, event.currentTarget.value)}
      onKeyDown={(event) => onEnter(() => set(index, axis, event.currentTarget.value))(event)}
    />
  );
  return (
    <fieldset className="mt-3 text-sm text-ink-700">
      <legend className="font-medium text-ink-900">Vértices (latitude, longitude)</legend>
      <ol className="mt-1 space-y-1">
        {props.value.map(([lng, lat], i) => (
          <li key={i} className="grid grid-cols-[1.5rem_1fr_1fr_auto] items-center gap-1">
            <span aria-hidden="true">{i + 1}.</span>
            {cell(i, 'latitude', lat)}
            {cell(i, 'longitude', lng)}
            <button
              type="button"
              aria-label={`Remover vértice ${i + 1}`}
              onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
              className={`${buttonClasses('ghost')} px-2 py-1 text-red-700`}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-2 grid grid-cols-[1fr_1fr] gap-1 sm:grid-cols-[1fr_1fr_auto]">
        {(['latitude', 'longitude'] as const).map((axis) => (
          <input
            key={axis}
            aria-label={`${NAMES[axis]} do novo vértice`}
            placeholder={`${NAMES[axis]} (${COORDINATE_EXAMPLES[axis].decimal})`}
            inputMode="decimal"
            className={INPUT}
            value={draft[axis]}
            onChange={(event) => setDraft({ ...draft, [axis]: event.target.value })}
            onKeyDown={onEnter(add)}
          />
        ))}
        <button
          type="button"
          onClick={add}
          className={`${buttonClasses('outline')} col-span-2 sm:col-span-1`}
        >
          Adicionar vértice
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-1 text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
