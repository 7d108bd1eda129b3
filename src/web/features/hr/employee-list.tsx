import { ChevronRight } from 'lucide-react';
import type { EmployeeRow } from '../../../domain/hr/response-contracts.ts';
import { EMPLOYEE_ROLE_LABELS } from '../../../domain/hr/values.ts';
import { formatCpf } from '../../../domain/br/documents.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ColumnList, type ColumnTitle } from '../../components/column-list.tsx';
import { Tag } from '../../components/tag.tsx';

// One markup for both widths: a card per employee on a phone; from 1024 px the row's parts
// become the cells of one grid (`lg:contents`), under the header's columns.
const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_11rem_6.5rem_8rem_11.5rem_1rem] lg:items-center lg:gap-x-3';
const HEADER: ColumnTitle[] = [
  'Nome',
  'Cargo',
  'Admissão',
  { label: 'Salário base', right: true },
  'Documentos',
  '',
];

/** A page of employees; a row opens the employee. */
export function EmployeeList(props: { items: EmployeeRow[]; onOpen: (id: string) => void }) {
  return (
    <ColumnList columns={COLUMNS} header={HEADER}>
      {props.items.map((row) => (
        <Row key={row.id} row={row} onOpen={props.onOpen} />
      ))}
    </ColumnList>
  );
}

function Row({ row, onOpen }: { row: EmployeeRow; onOpen: (id: string) => void }) {
  return (
    <li
      className={`relative rounded-2xl border border-brand-100 bg-white p-4 hover:bg-brand-50/40 lg:rounded-none lg:border-0 lg:px-3 lg:py-2.5 ${COLUMNS}`}
    >
      <div className="min-w-0 pr-8 lg:pr-0">
        {/* The name's button covers the whole row (its ::after), so a tap anywhere opens it. */}
        <button
          type="button"
          onClick={() => onOpen(row.id)}
          className="block max-w-full truncate text-left font-semibold text-ink-900 after:absolute after:inset-0 hover:text-brand-700"
        >
          {row.nome}
        </button>
        <p className="text-sm text-ink-600 tabular-nums">
          <span className="sr-only">CPF </span>
          {formatCpf(row.cpf)}
          {row.demissao && ` · desligado em ${formatDate(row.demissao)}`}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-700 lg:mt-0">{EMPLOYEE_ROLE_LABELS[row.cargo]}</p>
      <p className="text-sm text-ink-700 tabular-nums">
        <span className="lg:sr-only">Admissão </span>
        {formatDate(row.admissao)}
      </p>
      <p className="mt-1 font-semibold whitespace-nowrap text-ink-900 tabular-nums lg:mt-0 lg:text-right">
        <span className="text-xs font-normal text-ink-600 lg:sr-only">Salário base </span>
        {formatBRL(row.salario_base_cents)}
      </p>
      <p className="mt-2 lg:mt-0">
        {row.documentos_alerta > 0 && (
          <Tag tone="danger">
            {row.documentos_alerta === 1
              ? '1 documento a vencer'
              : `${row.documentos_alerta} documentos a vencer`}
          </Tag>
        )}
      </p>
      <ChevronRight
        className="absolute top-4 right-4 h-4 w-4 text-brand-700 lg:static"
        aria-hidden="true"
      />
    </li>
  );
}
