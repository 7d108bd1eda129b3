import { useState } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import { boundaryAreaHa, type Boundary } from '../../../domain/geo/polygon.ts';
import { ErrorLine } from '../../components/action-error.tsx';
import { BoundaryEditor } from '../../components/boundary-editor.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { loadPolygonDraw } from '../../components/map/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { useSetTalhao } from './flight-api.ts';

/** The property as the plot section needs it: its boundary and reference point. */
export type PlotProperty = {
  boundary: Boundary | null;
  latitude: number | null;
  longitude: number | null;
};

const ha = (boundary: Boundary) => `${formatDecimal(boundaryAreaHa(boundary), 2)} ha`;

/**
 * 'Talhão tratado' (issue 39): the plot the coverage audit, the Art. 10 distances and the croqui
 * measure from — the one the office drew for the operation, else the whole property. The
 * office draws it over the property's boundary, or goes back to the whole property.
 */
export function TreatedPlot(props: {
  operationId: string;
  talhao: Boundary | null;
  property: PlotProperty;
  canChange: boolean;
}) {
  const { talhao, property } = props;
  const saving = useSetTalhao(props.operationId);
  const [drawing, setDrawing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [error, setError] = useState('');
  const centre =
    property.latitude !== null && property.longitude !== null
      ? { latitude: property.latitude, longitude: property.longitude }
      : null;
  const save = (next: Boundary | null, done: () => void) => {
    setError('');
    saving.mutate(next, {
      onSuccess: done,
      onError: (e) => setError(errorMessage(e, 'Não foi possível salvar o talhão.')),
    });
  };
  const ring = talhao?.type === 'Polygon' ? talhao.coordinates[0] : talhao?.coordinates[0]?.[0];
  return (
    <div className="mt-3 rounded-xl border border-brand-100 p-3 text-sm">
      <h3 className="font-medium text-ink-900">Talhão tratado</h3>
      <p className="mt-1 text-ink-700">
        {talhao
          ? `Talhão desenhado: ${ha(talhao)}`
          : property.boundary
            ? `Toda a propriedade (${ha(property.boundary)})`
            : 'Toda a propriedade (sem contorno cadastrado)'}
      </p>
      {props.canChange && !drawing && (
        <p className="mt-2 flex flex-wrap gap-2">
          {centre ? (
            <button
              type="button"
              onClick={() => setDrawing(true)}
              {...prefetchOnIntent(loadPolygonDraw)}
              className={buttonClasses('outline')}
            >
              {talhao ? 'Editar o talhão' : 'Desenhar o talhão'}
            </button>
          ) : (
            <span className="text-ink-600">
              Cadastre a coordenada ou o contorno da propriedade para desenhar o talhão.
            </span>
          )}
          {talhao && (
            <button
              type="button"
              onClick={() => setClearing(true)}
              className={buttonClasses('ghost')}
            >
              Usar toda a propriedade
            </button>
          )}
        </p>
      )}
      {drawing && centre && (
        <BoundaryEditor
          centre={centre}
          initial={ring?.slice(0, -1)}
          under={property.boundary}
          label="Área de desenho do talhão"
          done="Usar talhão"
          onCancel={() => setDrawing(false)}
          onDone={(next) => save(next, () => setDrawing(false))}
        />
      )}
      <ErrorLine message={error} />
      {clearing && (
        <ConfirmDialog
          title="Usar toda a propriedade?"
          message="O talhão desenhado será apagado, e a auditoria de cobertura, as distâncias e o croqui passarão a usar o contorno da propriedade."
          confirmLabel="Usar toda a propriedade"
          tone="brand"
          pending={saving.isPending ? 'Salvando...' : undefined}
          onConfirm={() => save(null, () => setClearing(false))}
          onCancel={() => setClearing(false)}
        />
      )}
    </div>
  );
}
