import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, ChevronRight } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { PayrollRunRow } from '../../../domain/hr/response-contracts.ts';
import { PAYROLL_RUN_KIND_LABELS } from '../../../domain/hr/values.ts';
import { formatBRL } from '../../../domain/money.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { runsQuery } from './payroll-api.ts';
import { competenceLabel, currentYear } from './payroll-months.ts';
import { RunStatus } from './run-status.tsx';
import { counted } from '../../../domain/plural.ts';

const loadRunDialog = () => import('./run-dialog.tsx').then((m) => m.RunDialog);
const RunDialog = lazyComponent(loadRunDialog);

/** The years offered: next year, this one and the five before. */
const yearsAround = (year: number) =>
  Array.from({ length: 7 }, (_, i) => String(year + 1 - i)).map((y) => ({ value: y, label: y }));

/** The runs of a year (this year in São Paulo unless chosen), each opening its detail. */
export function RunList(props: { onOpen: (id: string) => void }) {
  const [ano, setAno] = useState(() => currentYear());
  const runs = useQuery(runsQuery(ano));
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelledSelect
          label="Ano"
          value={String(ano)}
          onChange={(year) => setAno(Number(year))}
          options={yearsAround(currentYear())}
        />
        <ActionButton
          icon={CalendarPlus}
          onClick={() => setCreating(true)}
          {...prefetchOnIntent(loadRunDialog)}
        >
          Nova folha
        </ActionButton>
      </div>
      <Loaded query={runs} error="Não foi possível carregar as folhas. Tente novamente.">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>
              Nenhuma folha em {ano}. Clique em Nova folha para rodar a folha do mês: salários,
              INSS, IRRF e FGTS de cada funcionário.
            </EmptyState>
          ) : (
            <ul className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
              {rows.map((run) => (
                <RunRow key={run.id} run={run} onOpen={() => props.onOpen(run.id)} />
              ))}
            </ul>
          )
        }
      </Loaded>
      {creating && (
        <Suspense>
          <RunDialog onClose={() => setCreating(false)} onCreated={props.onOpen} />
        </Suspense>
      )}
    </>
  );
}

function RunRow(props: { run: PayrollRunRow; onOpen: () => void }) {
  const { run } = props;
  const kind = PAYROLL_RUN_KIND_LABELS[run.tipo];
  const month = competenceLabel(run.competencia);
  return (
    <li>
      {/* Named by what it shows, its kind and month first (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        onClick={props.onOpen}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-50/50"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink-900">{kind}</span>
            <RunStatus status={run.status} />
          </span>
          <span className="mt-0.5 block text-sm text-ink-600">
            {month}
            {run.funcionario && ` · ${run.funcionario}`} ·{' '}
            {counted(run.funcionarios, 'funcionário', 'funcionários')}
          </span>
        </span>
        <span className="text-right whitespace-nowrap">
          <span className="block text-xs text-ink-600">Líquido</span>
          <span className="font-semibold tabular-nums">{formatBRL(run.liquido_cents)}</span>
        </span>
        <ChevronRight className="h-4 w-4 text-ink-600" aria-hidden="true" />
      </button>
    </li>
  );
}
