import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SensitivePointRow } from '../../../domain/distances/contracts.ts';
import { ruleSetFor } from '../../../domain/distances/rules.ts';
import {
  SENSITIVE_POINT_KIND_LABELS,
  type SensitivePointKind,
} from '../../../domain/distances/values.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatCoordinate } from '../../../domain/geo/coordinates.ts';
import { boundaryCentroid, type Boundary, type LngLat } from '../../../domain/geo/polygon.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { MapView, type MapLayers } from '../../components/map/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { PointForm } from './sensitive-point-form.tsx';
import { PointsImport } from './sensitive-points-import.tsx';
import {
  pointsQuery,
  useAddPoints,
  useChangePoint,
  useRemovePoint,
} from './sensitive-points-api.ts';

// A property's sensitive points and areas (IN MAPA nº 2/2008, Art. 10; decision 038): listed
// with the rule's distance and drawn on the map over the property's boundary; the office adds
// one (typed or clicked on the map), imports a file's, changes one and removes one after asking.
// Every member reads them.

/** Where the property is, for the map: its boundary and its reference point. */
export type PropertyPlace = {
  boundary: Boundary | null;
  latitude: number | null;
  longitude: number | null;
};

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

const nameOf = (point: SensitivePointRow) => point.nome ?? SENSITIVE_POINT_KIND_LABELS[point.tipo];

/** The property's boundary and the points (all but `leaving`), as the map draws them. */
function layersOf(
  points: readonly SensitivePointRow[],
  boundary: Boundary | null,
  leaving?: string,
): MapLayers {
  const shown = points.filter((point) => point.id !== leaving);
  return {
    polygons: [
      ...(boundary ? [{ geometry: boundary }] : []),
      ...shown.flatMap((p) =>
        p.geometria.type === 'Point' ? [] : [{ geometry: p.geometria, tone: 'sensitive' as const }],
      ),
    ],
    points: shown.map((point) => {
      const { latitude, longitude } = placeOf(point);
      return { position: [longitude, latitude], label: nameOf(point), tone: 'sensitive' };
    }),
  };
}

type Editing = { kind: 'new' } | { kind: 'file' } | { kind: 'change'; point: SensitivePointRow };

/** The property's points: the list and the map, and for the office add, import, change, remove. */
export function PointsOf(props: { propertyId: string; canChange: boolean; place: PropertyPlace }) {
  const { propertyId, canChange, place } = props;
  const list = useQuery(pointsQuery(propertyId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<SensitivePointRow | null>(null);
  const [failure, setFailure] = useState('');
  const add = useAddPoints(propertyId);
  const changePoint = useChangePoint(propertyId);
  const remove = useRemovePoint(propertyId);
  const day = todayInSaoPaulo(new Date());
  const points = useMemo(() => list.data ?? [], [list.data]);
  const { boundary, latitude, longitude } = place;
  const layers = useMemo(() => layersOf(points, boundary), [points, boundary]);
  const changing = editing?.kind === 'change' ? editing.point : undefined;
  const around = useMemo(
    () => layersOf(points, boundary, changing?.id),
    [points, boundary, changing?.id],
  );
  const reference = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const middle = reference ?? (boundary ? boundaryCentroid(boundary) : null);
  const centre: LngLat | null = middle ? [middle.longitude, middle.latitude] : null;

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
                    <div className="flex shrink-0 gap-1">
                      <button
                        type="button"
                        onClick={() => setEditing({ kind: 'change', point })}
                        className={buttonClasses('ghost')}
                        aria-label={`Alterar ${nameOf(point)}`}
                      >
                        Alterar
                      </button>
                      <button
                        type="button"
                        onClick={() => setRemoving(point)}
                        className={`${buttonClasses('ghost')} text-red-700 hover:bg-red-50`}
                        aria-label={`Excluir ${nameOf(point)}`}
                      >
                        Excluir
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {!editing && (
            <MapView
              label="Mapa dos pontos sensíveis"
              className="mt-2 h-56 w-full"
              layers={layers}
            />
          )}
        </>
      )}
      {failure && <p className="mt-1 text-sm text-red-700">{failure}</p>}
      {editing?.kind === 'file' && (
        <PointsImport propertyId={propertyId} onDone={() => setEditing(null)} />
      )}
      {(editing?.kind === 'new' || editing?.kind === 'change') && (
        <PointForm
          key={changing?.id ?? 'new'}
          point={changing}
          around={around}
          centre={centre}
          onCancel={() => setEditing(null)}
          onSend={async (point) => {
            if (changing) await changePoint.mutateAsync({ id: changing.id, point });
            else await add.mutateAsync([point]);
            setEditing(null);
          }}
        />
      )}
      {canChange && !editing && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setEditing({ kind: 'new' })}
            className={buttonClasses('outline')}
          >
            Adicionar ponto
          </button>
          <button
            type="button"
            onClick={() => setEditing({ kind: 'file' })}
            className={buttonClasses('outline')}
          >
            Importar de arquivo
          </button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Excluir ponto sensível?"
          message={`“${nameOf(removing)}” deixa de ser medido nas operações desta propriedade.`}
          confirmLabel="Excluir"
          pending={remove.isPending ? 'Excluindo...' : undefined}
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
