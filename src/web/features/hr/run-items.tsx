import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import type { PayrollItemRow, PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import { EMPLOYEE_ROLE_LABELS } from '../../../domain/hr/values.ts';
import { formatBRL } from '../../../domain/money.ts';
import { Loaded } from '../../components/loaded.tsx';
import { itemQuery, payslipsHref } from './payroll-api.ts';
import { PayrollEntryForm } from './payroll-entry-form.tsx';
import { PayrollSlip } from './payroll-slip.tsx';
import { DetailSection } from '../../components/detail-section.tsx';

/**
 * A run's employees, each with its totals, opening to its holerite (and, in a draft, its month),
 * read when opened.
 */
export function RunItems({ run }: { run: PayrollRunView }) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <DetailSection title="Funcionários">
      <div className="mt-2 hidden grid-cols-[1fr_8rem_8rem_8rem_1.5rem] gap-3 px-4 text-xs font-medium text-ink-600 uppercase md:grid">
        <span>Nome</span>
        <span className="text-right">Proventos</span>
        <span className="text-right">Descontos</span>
        <span className="text-right">Líquido</span>
      </div>
      <ul className="mt-1 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
        {run.itens.map((item) => (
          <ItemRow
            key={item.id}
            run={run}
            item={item}
            open={opened === item.id}
            onToggle={() => setOpened(opened === item.id ? null : item.id)}
          />
        ))}
      </ul>
    </DetailSection>
  );
}

function ItemRow(props: {
  run: PayrollRunView;
  item: PayrollItemRow;
  open: boolean;
  onToggle: () => void;
}) {
  const { run, item } = props;
  const figure = (label: string, cents: number, strong = false) => (
    <span className="text-right whitespace-nowrap tabular-nums max-md:text-sm">
      <span className="block text-xs text-ink-600 md:hidden">{label}</span>
      <span className={strong ? 'font-semibold text-ink-900' : 'text-ink-800'}>
        {formatBRL(cents)}
      </span>
    </span>
  );
  return (
    <li>
      <button
        type="button"
        aria-expanded={props.open}
        aria-controls={`holerite-${item.id}`}
        onClick={props.onToggle}
        className="grid w-full grid-cols-3 items-center gap-3 px-4 py-3 text-left hover:bg-brand-50/50 md:grid-cols-[1fr_8rem_8rem_8rem_1.5rem]"
      >
        <span className="col-span-3 min-w-0 md:col-span-1">
          {/* Named by what it shows, the employee first (WCAG 2.5.3, label in name). */}
          <span className="block font-semibold text-ink-900">
            <span className="sr-only">Holerite de </span>
            {item.funcionario}
          </span>
          <span className="block text-sm text-ink-600">{EMPLOYEE_ROLE_LABELS[item.cargo]}</span>
        </span>
        {figure('Proventos', item.proventos_cents)}
        {figure('Descontos', item.descontos_cents)}
        {figure('Líquido', item.liquido_cents, true)}
        <ChevronDown
          className={`hidden h-4 w-4 text-ink-600 md:block ${props.open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {props.open && (
        <div id={`holerite-${item.id}`} className="space-y-4 border-t border-brand-100 p-4">
          <Holerite run={run} itemId={item.id} />
        </div>
      )}
    </li>
  );
}

/** An opened row: the employee's holerite, its PDF and, in a draft, the month's entry. */
function Holerite(props: { run: PayrollRunView; itemId: string }) {
  const { run } = props;
  const item = useQuery(itemQuery(run.id, props.itemId));
  return (
    <Loaded query={item} error="Não foi possível abrir o holerite. Tente novamente.">
      {(item) => (
        <>
          <PayrollSlip item={item} />
          <a
            href={payslipsHref(run.id, item.id)}
            download
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Holerite de {item.funcionario} (PDF)
          </a>
          {run.status === 'rascunho' && (
            // Recalculating may change the entry (a commission prefilled again): the form restarts.
            <PayrollEntryForm key={JSON.stringify(item.entrada)} run={run} item={item} />
          )}
        </>
      )}
    </Loaded>
  );
}
