import { useMemo, useState, type FormEvent } from 'react';
import type { input } from 'zod';
import type {
  SensitivePointInput,
  SensitivePointRow,
} from '../../../domain/distances/contracts.ts';
import {
  SENSITIVE_POINT_KIND_LABELS,
  SENSITIVE_POINT_KINDS,
} from '../../../domain/distances/values.ts';
import { squareAround } from '../../../domain/geo/flat-view.ts';
import { parseCoordinate } from '../../../domain/geo/coordinates.ts';
import { boundaryProblems, type Boundary, type LngLat } from '../../../domain/geo/polygon.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { MapView, PolygonEditor, type MapLayers } from '../../components/map/index.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

// A sensitive point typed or placed on the map: its kind, name and coordinates (a click on the
// map fills them, a drag of the pin moves them); or an area drawn on the map, vertex by vertex
// (a village, a pasture). An area read from a file in several parts keeps its shape.

type PointValues = { tipo: string; nome: string; latitude: string; longitude: string };

/**
 * The form's fields read by the shared contracts: each coordinate as a property's reference
 * point is read (decimal degrees or degrees, minutes and seconds), then the point as the API
 * checks it.
 */
const pointSchema = lazySchema(async () => {
  const [{ z }, { sensitivePointInput }, { coordinate }] = await Promise.all([
    import('zod'),
    import('../../../domain/distances/contracts.ts'),
    import('../../../domain/registers/fields.ts'),
  ]);
  const required = (label: string, axis: 'latitude' | 'longitude') =>
    coordinate(label, axis).refine((value) => value !== null, `${label} é obrigatória.`);
  return z
    .object({
      tipo: sensitivePointInput.shape.tipo,
      nome: sensitivePointInput.shape.nome,
      latitude: required('Latitude', 'latitude'),
      longitude: required('Longitude', 'longitude'),
    })
    .transform(({ latitude, longitude, ...point }): input<typeof sensitivePointInput> => ({
      ...point,
      geometria: { type: 'Point', coordinates: [longitude!, latitude!] },
    }))
    .pipe(sensitivePointInput);
});

export const KIND_OPTIONS = SENSITIVE_POINT_KINDS.map((kind) => ({
  value: kind,
  label: SENSITIVE_POINT_KIND_LABELS[kind],
}));

/** A coordinate as the form's field holds it: decimal degrees with a comma, 6 decimals. */
const typed = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6).replace('.', ',');

/** The square the map opens on when nothing else is drawn: 1,5 km around the place. */
const OPENING_SPAN_M = 1500;

const closedRing = (ring: LngLat[]): Boundary => ({
  type: 'Polygon',
  coordinates: [[...ring, ring[0]!]],
});

/**
 * A new point or area, or one being changed: checked by the contracts before sending. A point's
 * place is typed or clicked on the map; an area is drawn (its first vertex fills the
 * coordinates the contract reads, and `onSend` gets the area in the point's place).
 */
export function PointForm(props: {
  point?: SensitivePointRow;
  /** What the map shows around: the property and its other points. */
  around: MapLayers;
  /** Where the map opens when neither the point nor `around` has a place. */
  centre: LngLat | null;
  onSend: (point: SensitivePointInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { point } = props;
  const geometry = point?.geometria;
  // An area in several parts (a file's MultiPolygon) is not redrawn: its kind and name change.
  const fixed = geometry?.type === 'MultiPolygon' ? geometry : null;
  const [shape, setShape] = useState<'point' | 'area'>(
    geometry && geometry.type !== 'Point' ? 'area' : 'point',
  );
  const [ring, setRing] = useState<LngLat[]>(
    geometry?.type === 'Polygon' ? (geometry.coordinates[0] ?? []).slice(0, -1) : [],
  );
  const start: PointValues = useMemo(() => {
    if (!point) return { tipo: '', nome: '', latitude: '', longitude: '' };
    const [lng, lat] =
      point.geometria.type === 'Point' ? point.geometria.coordinates : (props.centre ?? [0, 0]);
    return {
      tipo: point.tipo,
      nome: point.nome ?? '',
      latitude: typed(lat),
      longitude: typed(lng),
    };
  }, [point, props.centre]);
  const area = fixed ?? (shape === 'area' && ring.length >= 3 ? closedRing(ring) : null);
  const { form, submit, status, setStatus, Field } = useContractForm(
    pointSchema,
    start,
    (read) => props.onSend(area ? { ...read, geometria: area } : read),
    INVALID,
  );
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);
  const lat = parseCoordinate(latitude, 'latitude');
  const lng = parseCoordinate(longitude, 'longitude');
  const pinned: LngLat | null =
    lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng)
      ? [lng, lat]
      : null;
  const opening = pinned ?? props.centre;
  const place = (position: LngLat) => {
    form.setValue('longitude', typed(position[0]), { shouldDirty: true });
    form.setValue('latitude', typed(position[1]), { shouldDirty: true });
  };
  const draw = (vertices: LngLat[]) => {
    setRing(vertices);
    if (vertices[0]) place(vertices[0]);
  };
  const send = (event?: FormEvent) => {
    if (shape === 'area' && !fixed) {
      const problem =
        ring.length < 3 ? 'Desenhe a área: ao menos 3 vértices.' : boundaryProblems(area!)[0];
      if (problem) {
        event?.preventDefault();
        setStatus({ ok: false, text: problem });
        return;
      }
    }
    submit(event);
  };
  const name = point ? 'Alterar ponto sensível' : 'Adicionar ponto sensível';
  const drawingCentre = props.centre ?? pinned;
  return (
    <section aria-label={name}>
      <BoundForm
        form={form}
        onSubmit={send}
        status={status}
        className="mt-2 space-y-3 rounded-xl border border-brand-100 bg-white p-3"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            name="tipo"
            label="Tipo *"
            as="select"
            placeholder="Selecione..."
            options={KIND_OPTIONS}
          />
          <Field name="nome" label="Nome" />
        </div>
        {!fixed && (
          <fieldset className="flex flex-wrap gap-4 text-sm text-ink-900">
            <legend className="sr-only">Ponto ou área</legend>
            {(['point', 'area'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="forma"
                  checked={shape === value}
                  disabled={value === 'area' && !drawingCentre}
                  onChange={() => setShape(value)}
                />
                {value === 'point' ? 'Ponto' : 'Área desenhada no mapa'}
              </label>
            ))}
          </fieldset>
        )}
        {shape === 'point' ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                name="latitude"
                label="Latitude *"
                hint="Graus decimais. Ex.: -12,5432"
                autoComplete="off"
                spellCheck={false}
              />
              <Field
                name="longitude"
                label="Longitude *"
                hint="Graus decimais. Ex.: -55,7211"
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <div>
              <p className="text-sm text-ink-700">
                Clique no mapa para marcar o ponto; arraste o marcador para ajustá-lo.
              </p>
              <MapView
                label="Mapa para marcar o ponto sensível"
                className="mt-1 h-64 w-full"
                layers={props.around}
                initialView={
                  opening
                    ? squareAround({ latitude: opening[1], longitude: opening[0] }, OPENING_SPAN_M)
                    : undefined
                }
                pin={{ position: pinned, onPlace: place }}
              />
            </div>
          </>
        ) : (
          !fixed &&
          drawingCentre && (
            <PolygonEditor
              centre={{ latitude: drawingCentre[1], longitude: drawingCentre[0] }}
              value={ring}
              onChange={draw}
              label="Área de desenho do ponto sensível"
            />
          )
        )}
        <FormActions
          pending={form.formState.isSubmitting}
          submit={point ? 'Salvar' : 'Adicionar'}
          onCancel={props.onCancel}
          className="flex justify-end gap-2"
        />
      </BoundForm>
    </section>
  );
}
