import { useQuery } from '@tanstack/react-query';
import { Download, FileUp, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import { flightFilesProblem } from '../../../domain/flight/file-checks.ts';
import {
  AREA_SOURCES,
  AREA_SOURCE_LABELS,
  FLIGHT_EXPORTS,
  FLIGHT_EXPORT_LABELS,
  FLIGHT_LIMITS,
  type AreaSource,
} from '../../../domain/flight/values.ts';
import { formatDecimal, formatMoment } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { Boundary } from '../../../domain/geo/polygon.ts';
import { ErrorLine } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { MapView, type MapLayers } from '../../components/map/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { isQueued, KEPT_IN_PHONE } from '../../lib/field/queued-answer.ts';
import { notify } from '../../lib/notify.ts';
import {
  flightEvidenceQuery,
  useChooseReportArea,
  useImportFlightFiles,
  useRemoveFlightImport,
} from './flight-api.ts';
import { TreatedPlot, type PlotProperty } from './treated-plot.tsx';

const ha = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 2)} ha`);
const pct = (value: number | null) => (value === null ? '' : ` (${formatDecimal(value, 1)} %)`);

/** The audit's figures: what was applied, where, and what it wasted. */
function Figures({ evidence }: { evidence: FlightEvidence }) {
  const f = evidence.figuras!;
  const rows: [string, string][] = [
    ['Talhão tratado', ha(f.talhao_ha)],
    ['Área aplicada (medida)', ha(f.aplicada_ha)],
    ['Dentro do talhão', `${ha(f.dentro_ha)}${pct(f.cobertura_pct)}`],
    ['Falhas (talhão sem aplicação)', `${ha(f.falhas_ha)}${pct(f.falhas_pct)}`],
    ['Aplicada fora do talhão', `${ha(f.fora_ha)}${pct(f.fora_pct)}`],
    [
      'Sobreposição (aplicada duas vezes ou mais)',
      `${ha(f.sobreposicao_ha)}${pct(f.sobreposicao_pct)}`,
    ],
    ['Área declarada na operação', ha(evidence.area_declarada_ha)],
  ];
  return (
    <>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {evidence.produtos.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Produto aplicado em excesso">
          {evidence.produtos.map((p) => (
            <li key={p.nome}>
              Excesso de {p.nome}: {formatDecimal(p.quantidade, 3)} {p.unidade}
              {'custo_cents' in p &&
                (p.custo_cents === null
                  ? ' · custo após a baixa do estoque'
                  : ` · ${formatBRL(p.custo_cents)} pelo custo dos lotes`)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The applied area of an operation (issue 39): its files imported (the office, the pilot on his
 * flight), the coverage audit over the plot on a map, the area the report prints and exports.
 */
export function FlightAuditPanel({
  operationId,
  canChange,
  isOffice,
  concluded,
  talhao,
  property,
}: {
  operationId: string;
  canChange: boolean;
  isOffice: boolean;
  /** Its report was frozen at the conclusion: what changes here reaches only a new version. */
  concluded: boolean;
  /** The plot drawn for the operation and its property: the office's 'Talhão tratado'. */
  talhao?: Boundary | null;
  property?: PlotProperty | null;
}) {
  const evidence = useQuery(flightEvidenceQuery(operationId));
  const importing = useImportFlightFiles(operationId);
  const removal = useRemoveFlightImport(operationId);
  const choice = useChooseReportArea(operationId);
  const [error, setError] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const caption = useId();
  const data = evidence.data;
  const layers = useMemo<MapLayers>(
    () => ({
      polygons: [
        ...(data?.talhao ? [{ geometry: data.talhao }] : []),
        ...(data?.formas?.aplicada
          ? [{ geometry: data.formas.aplicada, tone: 'applied' as const }]
          : []),
      ],
      lines: (data?.linhas ?? []).map((coordinates) => ({ coordinates, tone: 'flight' as const })),
    }),
    [data],
  );
  const failed = (fallback: string) => (e: Error) => setError(errorMessage(e, fallback));
  const send = () => {
    setError('');
    const problem = flightFilesProblem(chosen);
    if (problem) return setError(problem);
    importing.mutate(chosen, {
      onSuccess: (answer) => {
        setChosen([]);
        if (isQueued(answer)) notify(KEPT_IN_PHONE.voo);
      },
      onError: failed('Não foi possível importar os arquivos.'),
    });
  };

  return (
    <section
      aria-labelledby="area-aplicada"
      className="rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="area-aplicada" className="text-base font-bold text-brand-700">
        Área aplicada e auditoria de cobertura
      </h2>
      {isOffice && property && (
        <TreatedPlot
          operationId={operationId}
          talhao={talhao ?? null}
          property={property}
          canChange={canChange}
        />
      )}
      {evidence.isPending ? (
        <p className="mt-2 text-sm text-ink-600">Carregando...</p>
      ) : !data?.figuras ? (
        <p className="mt-2 text-sm text-ink-600">
          Nenhum arquivo de voo importado. Envie o shapefile (zip), KML/KMZ, GPX, GeoJSON ou o
          TaskData (ISOXML) exportado pelo sistema de guia da aeronave.
        </p>
      ) : (
        <>
          <MapView
            label="Mapa da área aplicada sobre o talhão"
            className="mt-3 h-72 w-full"
            layers={layers}
          />
          <Figures evidence={data} />
          <fieldset className="mt-3 text-sm">
            <legend className="font-medium text-ink-900">Área tratada no relatório</legend>
            {AREA_SOURCES.map((source) => (
              <label key={source} className="mr-4 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="area-relatorio"
                  checked={data.area_relatorio === source}
                  disabled={!isOffice || !canChange || choice.isPending}
                  onChange={() =>
                    choice.mutate(source as AreaSource, {
                      onError: failed('Não foi possível salvar a escolha.'),
                    })
                  }
                />
                {AREA_SOURCE_LABELS[source]}
              </label>
            ))}
          </fieldset>
          <p className="mt-3 flex flex-wrap gap-2">
            {FLIGHT_EXPORTS.map((format) => (
              <a
                key={format}
                href={`/api/operations/${operationId}/voo/exportar/${format}`}
                className={buttonClasses('outline')}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Exportar {FLIGHT_EXPORT_LABELS[format]}
              </a>
            ))}
          </p>
          <ul className="mt-3 divide-y divide-brand-50 text-sm" aria-label="Importações">
            {data.importacoes.map((i) => (
              <li key={i.id} className="py-2">
                <div className="flex items-center justify-between gap-2">
                  <span>
                    {formatMoment(i.created_at)} ·{' '}
                    {i.lidos.map((l) => `${l.arquivo} (${l.formato})`).join(', ')}
                  </span>
                  {canChange && (
                    <button
                      type="button"
                      onClick={() => setRemoving(i.id)}
                      className={`${buttonClasses('ghost')} text-red-700`}
                      aria-label={`Excluir a importação de ${formatMoment(i.created_at)}`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  )}
                </div>
                {i.ignorados.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-ink-600">
                    {i.ignorados.map((s, n) => (
                      <li key={n}>
                        Ignorado — {s.arquivo}, {s.item}: {s.motivo}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && concluded && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          O relatório desta operação foi emitido na conclusão e não muda com uma nova importação ou
          escolha de área: para incluí-las, reabra a operação e conclua de novo, emitindo uma nova
          versão.
        </p>
      )}
      {canChange && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="min-w-0 text-sm">
            <p id={caption} className="font-medium text-ink-900">
              Arquivos de voo (até {FLIGHT_LIMITS.files}, 20 MB cada)
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <FileButton
                multiple
                accept=".zip,.kml,.kmz,.gpx,.geojson,.json,.xml"
                captionId={caption}
                onFiles={setChosen}
                className={buttonClasses('outline')}
              >
                <FileUp className="h-4 w-4" aria-hidden="true" />
                Escolher arquivos…
              </FileButton>
              <span className="min-w-0 break-words text-ink-700">
                {chosen.length ? chosen.map((file) => file.name).join(', ') : 'Nenhum escolhido.'}
              </span>
            </div>
          </div>
          <button
            type="button"
            onClick={send}
            disabled={importing.isPending}
            className={`${buttonClasses('outline')} disabled:opacity-60`}
          >
            {importing.isPending ? 'Importando...' : 'Importar área aplicada'}
          </button>
        </div>
      )}
      <ErrorLine message={error} />
      {removing && (
        <ConfirmDialog
          title="Excluir importação?"
          message="A importação e os arquivos dela serão excluídos, e a auditoria refeita."
          confirmLabel="Excluir"
          onConfirm={() =>
            removal.mutate(removing, {
              onError: failed('Não foi possível excluir a importação.'),
              onSettled: () => setRemoving(null),
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
