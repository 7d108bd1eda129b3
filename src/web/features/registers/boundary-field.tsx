import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDecimal } from '../../../domain/format.ts';
import { boundaryAreaHa, boundaryCentroid, type Boundary } from '../../../domain/geo/polygon.ts';
import { BoundaryDrawing, outerRings } from '../../components/boundary-drawing.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { loadPolygonDraw } from '../../components/map/index.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { boundaryToKml, readBoundaryFile } from '../../lib/kml.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { BoundaryEditor } from '../../components/boundary-editor.tsx';
import type { RegisterValues } from './form-values.ts';

/**
 * A property's boundary: imported from a KML/KMZ file, shown with its area, exported back as
 * KML or removed. The form keeps it as GeoJSON; the area follows the polygon.
 */
export function BoundaryField(props: {
  form: UseFormReturn<RegisterValues, unknown, unknown>;
  name: string;
  error?: string;
  disabled?: boolean;
}) {
  const { form, name } = props;
  const boundary = (useWatch({ control: form.control, name }) ?? null) as Boundary | null;
  const [problem, setProblem] = useState('');
  const [drawing, setDrawing] = useState(false);
  const vertices = outerRings(boundary).reduce((sum, ring) => sum + ring.length - 1, 0);

  const apply = (next: Boundary) => {
    form.setValue(name, next, { shouldDirty: true });
    form.setValue('area_ha', formatDecimal(boundaryAreaHa(next)).replace(/\./g, ''), {
      shouldDirty: true,
    });
  };
  const importFile = async (file: File | undefined) => {
    setProblem('');
    if (!file) return;
    try {
      apply(await readBoundaryFile(file));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  // A boundary of one polygon is edited on the map; a MultiPolygon (imported) is redrawn.
  const editable = boundary?.type === 'Polygon' ? outerRings(boundary)[0]?.slice(0, -1) : undefined;
  const centre = () => {
    if (editable) return boundaryCentroid(boundary!);
    const latitude = parseDecimal(form.getValues('latitude'));
    const longitude = parseDecimal(form.getValues('longitude'));
    return latitude === null ||
      longitude === null ||
      Number.isNaN(latitude) ||
      Number.isNaN(longitude)
      ? null
      : { latitude, longitude };
  };
  const startDrawing = () => {
    setProblem('');
    if (!centre())
      return setProblem('Informe a latitude e a longitude do ponto de referência para desenhar.');
    setDrawing(true);
  };
  const exportKml = () => {
    if (!boundary) return;
    const title = String(form.getValues('nome') || 'Propriedade');
    const url = URL.createObjectURL(
      new Blob([boundaryToKml(boundary, title)], { type: 'application/vnd.google-earth.kml+xml' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `${title}.kml`,
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <p className="block text-sm font-medium text-ink-900">Contorno da área</p>
      {boundary ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
          <BoundaryDrawing
            boundary={boundary}
            className="h-32 w-32 shrink-0"
            label="Contorno da propriedade"
          />
          <div className="space-y-2 text-sm text-ink-700">
            <p>
              {vertices} vértices · {formatDecimal(boundaryAreaHa(boundary))} ha calculados do
              polígono
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={exportKml} className={buttonClasses('outline')}>
                Exportar KML
              </button>
              {!props.disabled && (
                <button
                  type="button"
                  onClick={() => form.setValue(name, null, { shouldDirty: true })}
                  className={`${buttonClasses('ghost')} text-red-700`}
                >
                  Remover contorno
                </button>
              )}
            </div>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm text-ink-600">
          Sem contorno: o croqui usará a coordenada de referência.
        </p>
      )}
      {!props.disabled && !drawing && (
        <button
          type="button"
          onClick={startDrawing}
          {...prefetchOnIntent(loadPolygonDraw)}
          className={`mt-2 ${buttonClasses('outline')}`}
        >
          {editable ? 'Editar contorno no mapa' : 'Desenhar contorno'}
        </button>
      )}
      {drawing && (
        <BoundaryEditor
          centre={centre()!}
          initial={editable}
          onCancel={() => setDrawing(false)}
          onDone={(next) => {
            apply(next);
            setDrawing(false);
          }}
        />
      )}
      {!props.disabled && (
        <label className="mt-2 block text-sm text-ink-700">
          Importar contorno (KML ou KMZ)
          <input
            type="file"
            accept=".kml,.kmz"
            onChange={(event) => void importFile(event.target.files?.[0])}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
        </label>
      )}
      {(problem || props.error) && (
        <p className="mt-1 text-sm text-red-700">{problem || props.error}</p>
      )}
    </div>
  );
}
