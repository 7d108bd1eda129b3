import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import { PAYROLL_RUN_KIND_LABELS } from '../../../domain/hr/values.ts';
import { formatDay } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { Loaded } from '../../components/loaded.tsx';
import { DetailRows, DetailSection } from '../../components/detail-section.tsx';
import { paths } from '../../paths.ts';
import { runQuery } from './payroll-api.ts';
import { competenceLabel } from './payroll-months.ts';
import { RunActions } from './run-actions.tsx';
import { RunDownloads } from './run-downloads.tsx';
import { RunItems } from './run-items.tsx';
import { RunStatus } from './run-status.tsx';
import { RunTotals } from './run-totals.tsx';

/** A run opened from the list: its header, totals, actions, employees and, once closed, payables. */
export function RunDetail(props: { id: string; onBack: () => void }) {
  const run = useQuery(runQuery(props.id));
  return (
    <>
      <button
        type="button"
        onClick={props.onBack}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar às folhas
      </button>
      <Loaded query={run} error="Não foi possível abrir a folha. Tente novamente.">
        {(data) => (
          <>
            <RunHeader run={data} />
            <RunActions run={data} onDeleted={props.onBack} />
            <RunTotals run={data} />
            <RunDownloads run={data} />
            {data.titulos.length > 0 && <RunPayables run={data} />}
            <RunItems run={data} />
          </>
        )}
      </Loaded>
    </>
  );
}

function RunHeader({ run }: { run: PayrollRunView }) {
  return (
    <header className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 className="text-xl font-bold text-ink-900">
        {PAYROLL_RUN_KIND_LABELS[run.tipo]} — {competenceLabel(run.competencia)}
      </h2>
      <RunStatus status={run.status} />
      <p className="basis-full text-sm text-ink-600">
        {run.funcionario && `${run.funcionario} · `}
        Tabelas de {competenceLabel(run.valido_desde)}
        {run.fechada_at && ` · fechada em ${formatDay(run.fechada_at)}`}
      </p>
    </header>
  );
}

function RunPayables({ run }: { run: PayrollRunView }) {
  return (
    <DetailSection title="Contas a pagar criadas">
      <DetailRows
        rows={run.titulos.map((title) => ({
          key: title.id,
          label: <span>{title.descricao}</span>,
          figure: formatBRL(title.total_cents),
        }))}
      />
      <Link
        to={`${paths.accounting}?aba=pagar`}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Ver em Contabilidade → A pagar
      </Link>
    </DetailSection>
  );
}
