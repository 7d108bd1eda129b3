import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDay, formatDecimal, MONTH_NAMES } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/api.ts';
import { officeActs, useMe } from '../../lib/session.ts';
import { reportsHeading } from '../../headings/reports.ts';
import { mapaDueQuery, mapaQuery, type Period, useMarkSent } from './api.ts';
import type { MapaDue, MapaMonth } from '../../../domain/mapa/contracts.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { counted } from '../../../domain/plural.ts';
import { SENT_MONTH_CHANGED } from '../../../domain/mapa/sent.ts';
import { MonthTable } from './month-table.tsx';

/** The month the page opens on: the oldest report owed, else the current month in São Paulo. */
function openingMonth(due: MapaDue['due'], now: Date): Period {
  const [oldest] = due;
  if (oldest) return { ano: oldest.year, mes: oldest.month };
  const [ano, mes] = todayInSaoPaulo(now).split('-').map(Number) as [number, number];
  return { ano, mes };
}

/**
 * `/relatorios`: the monthly MAPA report, per UF, with its exports and the 'sent' record; a
 * pilot reads the flights he flew, without the exports and the marking (decision 034).
 */
export function MapaPage() {
  const pilot = useMe().data?.membership?.role === 'pilot';
  return (
    <>
      <PageHeader {...reportsHeading} />
      {pilot && (
        <p className="mt-1 text-ink-700">
          Aqui estão os voos que você pilotou; o envio é feito pelo escritório.
        </p>
      )}
      {pilot ? <MonthReport opening={openingMonth([], new Date())} /> : <OfficeReport />}
    </>
  );
}

/** The office's page opens on the oldest report owed. */
function OfficeReport() {
  const due = useQuery(mapaDueQuery);
  return (
    <Loaded query={due} error="Não foi possível carregar o relatório.">
      {(loaded) => <MonthReport opening={openingMonth(loaded.due, new Date())} />}
    </Loaded>
  );
}

/** The month chosen (from `opening`), its report and the marking of each UF as sent. */
function MonthReport({ opening }: { opening: Period }) {
  const [period, setPeriod] = useState(opening);
  const me = useMe();
  const canMark = officeActs(me.data?.membership);
  const files = me.data?.membership?.role !== 'pilot';
  const data = useQuery(mapaQuery(period));
  const [error, setError] = useState('');
  const mark = useMarkSent(period);
  const thisYear = new Date().getFullYear();
  const query = `ano=${period.ano}&mes=${period.mes}`;
  return (
    <>
      <div className="mt-6 grid max-w-md grid-cols-2 gap-3">
        <SelectField
          label="Mês"
          value={String(period.mes)}
          onChange={(e) => setPeriod((p) => ({ ...p, mes: Number(e.target.value) || p.mes }))}
          options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
        />
        <SelectField
          label="Ano"
          value={String(period.ano)}
          onChange={(e) => setPeriod((p) => ({ ...p, ano: Number(e.target.value) || p.ano }))}
          options={Array.from({ length: 6 }, (_, i) => String(thisYear - i)).map((y) => ({
            value: y,
            label: y,
          }))}
        />
      </div>
      {error && (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      )}
      <Loaded query={data} error="Não foi possível carregar o relatório.">
        {(loaded) => (
          <Report
            report={loaded.report}
            submissions={loaded.submissions}
            query={query}
            canMark={canMark}
            files={files}
            onMark={(uf) =>
              mark.mutate(uf, {
                onError: (e) => setError(errorMessage(e, 'Não foi possível registrar o envio.')),
              })
            }
            marking={mark.isPending}
          />
        )}
      </Loaded>
    </>
  );
}

function Report(props: {
  report: MapaMonth['report'];
  submissions: MapaMonth['submissions'];
  query: string;
  canMark: boolean;
  /** The exports (the office's, to send). */
  files: boolean;
  marking: boolean;
  onMark: (uf: string) => void;
}) {
  const { report, submissions, query } = props;
  const sent = new Map(submissions.map((s) => [s.uf, s]));
  return (
    <div className="mt-6 space-y-6">
      {report.pending.length > 0 && (
        <section
          aria-labelledby="pendentes"
          className="rounded-2xl border border-accent-400 bg-accent-300/20 p-4"
        >
          <h2 id="pendentes" className="font-semibold text-ink-900">
            {report.pending.length}{' '}
            {report.pending.length === 1
              ? 'operação do mês ainda não entra'
              : 'operações do mês ainda não entram'}{' '}
            no relatório
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {report.pending.map((p) => (
              <li key={p.operation_id}>
                <Link
                  to={`/operacao/${p.operation_id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Operação {p.numero}
                </Link>{' '}
                de {formatDate(p.data)} — {p.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.states.length === 0 ? (
        <EmptyState>
          Nenhuma operação concluída em {report.monthName} de {report.year}.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-700">
              {counted(report.totals.operations, 'operação', 'operações')} ·{' '}
              {formatDecimal(report.totals.area_ha)} ha em{' '}
              {counted(report.states.length, 'estado', 'estados')}
            </p>
            {props.files && (
              <a href={`/api/mapa/pdf?${query}`} download className={buttonClasses('outline')}>
                <Download className="h-4 w-4" aria-hidden="true" /> PDF de todos os estados
              </a>
            )}
          </div>
          {report.states.map((state) => {
            const record = sent.get(state.uf);
            return (
              <section
                key={state.uf}
                aria-labelledby={`uf-${state.uf}`}
                className="rounded-2xl border border-brand-100 bg-white p-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id={`uf-${state.uf}`} className="text-lg font-bold text-ink-900">
                    {state.uf} · {report.monthName}/{report.year}
                  </h2>
                  <div className="flex flex-wrap gap-2">
                    {props.files && (
                      <>
                        <a
                          href={`/api/mapa/planilha?${query}&uf=${state.uf}`}
                          download
                          className={buttonClasses('outline')}
                        >
                          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" /> Planilha{' '}
                          {state.uf} (XLSX)
                        </a>
                        <a
                          href={`/api/mapa/pdf?${query}&uf=${state.uf}`}
                          download
                          className={buttonClasses('outline')}
                        >
                          <Download className="h-4 w-4" aria-hidden="true" /> PDF {state.uf}
                        </a>
                      </>
                    )}
                    {record ? (
                      <span className="inline-flex items-center gap-1 rounded-lg bg-crop-50 px-3 py-2 text-sm font-semibold text-crop-700">
                        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Enviado em{' '}
                        {formatDay(record.sent_at)}
                        {record.sent_by && ` por ${record.sent_by}`}
                      </span>
                    ) : (
                      props.canMark && (
                        <button
                          type="button"
                          disabled={props.marking}
                          onClick={() => props.onMark(state.uf)}
                          className={`${buttonClasses('brand')} disabled:opacity-60`}
                        >
                          Marcar como enviado
                        </button>
                      )
                    )}
                  </div>
                </div>
                {record?.alterado && (
                  <p
                    role="status"
                    className="mt-3 rounded-lg border border-accent-400 bg-accent-300/20 px-3 py-2 text-sm text-ink-900"
                  >
                    {SENT_MONTH_CHANGED}
                  </p>
                )}
                {record?.pdf_sha256 && (
                  <p className="mt-2 text-xs text-ink-700">
                    SHA-256 do PDF enviado:{' '}
                    <code className="break-all font-mono text-ink-900">{record.pdf_sha256}</code>
                  </p>
                )}
                <MonthTable state={state} />
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
