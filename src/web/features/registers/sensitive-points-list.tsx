import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { input } from 'zod';
import type {
  SensitivePointInput,
  SensitivePointRow,
} from '../../../domain/distances/contracts.ts';
import { ruleSetFor } from '../../../domain/distances/rules.ts';
import {
  SENSITIVE_POINT_KIND_LABELS,
  SENSITIVE_POINT_KINDS,
  type SensitivePointKind,
} from '../../../domain/distances/values.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatCoordinate } from '../../../domain/geo/coordinates.ts';
import { boundaryCentroid } from '../../../domain/geo/polygon.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { MapView, type MapLayers } from '../../components/map/index.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

// A property's sensitive points and areas (IN MAPA nº 2/2008, Art. 10; decision 038): listed
// with the rule's distance, added by typing a point's coordinates, removed after asking. The
// office changes them; every member reads them.

const pointsKey = (propertyId: string) => ['sensitive-points', propertyId];
const pointsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: pointsKey(propertyId),
    queryFn: () => api<SensitivePointRow[]>(`/api/properties/${propertyId}/pontos-sensiveis`),
  });

type PointValues = { tipo: string; nome: string; latitude: string; longitude: string };
const EMPTY: PointValues = { tipo: '', nome: '', latitude: '', longitude: '' };

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

/** Where a point or area sits: its coordinates, or its centre's for an area. */
function placeOf(point: SensitivePointRow): { latitude: number; longitude: number } {
  const { geometria } = point;
  if (geometria.type === 'Point') {
    const [longitude, latitude] = geometria.coordinates;
    return { latitude, longitude };
  }
  return boundaryCentroid(geometria);
}

/** The minimum distance of a kind today, for aeroplanes and for drones; none for 'outro'. */
function ruleOf(kind: SensitivePointKind, day: string): string {
  const plane = ruleSetFor('aviao', day)?.regras[kind];
  const drone = ruleSetFor('drone', day)?.regras[kind];
  if (!plane) return 'Sem distância mínima na norma (apenas medido)';
  const drones = drone && drone.metros !== plane.metros ? ` · drones: ${drone.metros} m` : '';
  return `${plane.metros} m (${plane.artigo})${drones}`;
}

/** The property's points: the list and the map, and for the office add and remove. */
export function PointsOf(props: { propertyId: string; canChange: boolean }) {
  const { propertyId, canChange } = props;
  const list = useQuery(pointsQuery(propertyId));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SensitivePointRow | null>(null);
  const [failure, setFailure] = useState('');
  const add = useChange(
    (point: SensitivePointInput) =>
      api<SensitivePointRow[]>(`/api/properties/${propertyId}/pontos-sensiveis`, {
        method: 'POST',
        body: { pontos: [point] },
      }),
    [pointsKey(propertyId)],
  );
  const remove = useChange(
    (id: string) => api<null>(`/api/pontos-sensiveis/${id}`, { method: 'DELETE' }),
    [pointsKey(propertyId)],
  );
  const day = todayInSaoPaulo(new Date());
  const points = useMemo(() => list.data ?? [], [list.data]);
  const layers = useMemo<MapLayers>(
    () => ({
      points: points.map((point) => {
        const { latitude, longitude } = placeOf(point);
        return {
          position: [longitude, latitude],
          label: point.nome ?? SENSITIVE_POINT_KIND_LABELS[point.tipo],
          tone: 'sensitive',
        };
      }),
    }),
    [points],
  );

  const confirmRemove = (point: SensitivePointRow) =>
    remove.mutate(point.id, {
      onSuccess: () => setFailure(''),
      onError: (error) =>
        setFailure(errorMessage(error, 'Não foi possível excluir o ponto sensível.')),
      onSettled: () => setRemoving(null),
    });

  return (
    <div className="mt-2">
      {list.isPending ? (
        <p className="mt-1 text-sm text-ink-600">Carregando...</p>
      ) : list.isError ? (
        <p className="mt-1 text-sm text-red-700">
          Não foi possível carregar os pontos sensíveis. Verifique sua conexão e tente novamente.
        </p>
      ) : points.length === 0 ? (
        <EmptyState>
          Nenhum ponto sensível cadastrado. Informe povoações, captações, moradias, mananciais,
          animais e apiários próximos para o aviso das distâncias do Art. 10.
        </EmptyState>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-brand-50 rounded-xl border border-brand-100 bg-white text-sm">
            {points.map((point) => {
              const { latitude, longitude } = placeOf(point);
              const kind = SENSITIVE_POINT_KIND_LABELS[point.tipo];
              return (
                <li
                  key={point.id}
                  className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere] text-ink-900">
                      {point.nome ? `${point.nome} · ${kind}` : kind}
                    </p>
                    <p className="text-ink-600">
                      {point.geometria.type === 'Point' ? 'Latitude ' : 'Área, centro em latitude '}
                      {formatCoordinate(latitude, 'latitude')}; longitude{' '}
                      {formatCoordinate(longitude, 'longitude')}
                    </p>
                    <p className="text-ink-600">Distância mínima: {ruleOf(point.tipo, day)}</p>
                  </div>
                  {canChange && (
                    <button
                      type="button"
                      onClick={() => setRemoving(point)}
                      className={`${buttonClasses('ghost')} shrink-0 text-red-700 hover:bg-red-50`}
                      aria-label={`Excluir ${point.nome ?? kind}`}
                    >
                      Excluir
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <MapView label="Mapa dos pontos sensíveis" className="mt-2 h-56 w-full" layers={layers} />
        </>
      )}
      {failure && <p className="mt-1 text-sm text-red-700">{failure}</p>}
      {canChange &&
        (adding ? (
          <PointForm
            onCancel={() => setAdding(false)}
            onSend={async (point) => {
              await add.mutateAsync(point);
              setAdding(false);
            }}
          />
        ) : (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className={`mt-2 ${buttonClasses('outline')}`}
          >
            Adicionar ponto
          </button>
        ))}
      {removing && (
        <ConfirmDialog
          title="Excluir ponto sensível?"
          message={`“${removing.nome ?? SENSITIVE_POINT_KIND_LABELS[removing.tipo]}” deixa de ser medido nas operações desta propriedade.`}
          confirmLabel="Excluir"
          pending={remove.isPending ? 'Excluindo...' : undefined}
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

const KIND_OPTIONS = SENSITIVE_POINT_KINDS.map((kind) => ({
  value: kind,
  label: SENSITIVE_POINT_KIND_LABELS[kind],
}));

/** A new point: its kind, name and coordinates, checked by the contracts before sending. */
function PointForm(props: {
  onSend: (point: SensitivePointInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, submit, status, Field } = useContractForm(
    pointSchema,
    EMPTY,
    props.onSend,
    INVALID,
  );
  return (
    <section aria-label="Adicionar ponto sensível">
      <BoundForm
        form={form}
        onSubmit={submit}
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
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Adicionar"
          onCancel={props.onCancel}
          className="flex justify-end gap-2"
        />
      </BoundForm>
    </section>
  );
}
