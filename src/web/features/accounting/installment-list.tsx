import { Banknote, ChevronRight } from 'lucide-react';
import type {
  InstallmentPage,
  InstallmentRow,
} from '../../../domain/accounting/response-contracts.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ColumnList, type ColumnTitle } from '../../components/column-list.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { InstallmentBadge } from './installment-badge.tsx';

// One markup for both widths: a card per installment on a phone; from 1024 px the row's parts
// become the cells of one grid (`lg:contents`), ordered as the header's columns.
const COLUMNS =
  'lg:grid lg:grid-cols-[1.25rem_6rem_minmax(0,1fr)_3rem_8rem_7.5rem_7.5rem_5.5rem_4.5rem] lg:items-center lg:gap-x-3';
const MONEY = 'tabular-nums whitespace-nowrap lg:text-right';
const MONEY_LABEL = 'block text-xs font-normal text-ink-600 lg:sr-only';
const HEADER: ColumnTitle[] = [
  '',
  'Vencimento',
  'Contraparte e descrição',
  'Parcela',
  'Categoria',
  { label: 'Valor', right: true },
  { label: 'Saldo', right: true },
  'Situação',
  '',
];

/** Em aberto, vencido and pago of every installment the filters select (not only the page). */
export function TotalsBar({ totais }: { totais: InstallmentPage['totais'] }) {
  const figures = [
    ['Em aberto', totais.saldo_cents, 'text-ink-900'],
    ['Vencido', totais.vencido_cents, 'text-red-700'],
    ['Pago', totais.pago_cents, 'text-crop-700'],
  ] as const;
  return (
    <dl className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white sm:grid sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {figures.map(([label, cents, tone]) => (
        <div
          key={label}
          className="flex items-center justify-between gap-3 px-4 py-2 sm:block sm:py-3"
        >
          <dt className="text-xs font-medium text-ink-600 uppercase">{label}</dt>
          <dd className={`font-bold whitespace-nowrap tabular-nums sm:mt-1 sm:text-lg ${tone}`}>
            {formatBRL(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A page of installments; receivables can be picked to gather into a fatura. */
export function InstallmentList(props: {
  items: InstallmentRow[];
  /** The titles picked for a fatura (receivables only); absent on the payables. */
  picked?: Set<string>;
  onPick?: (row: InstallmentRow) => void;
  onOpen: (row: InstallmentRow) => void;
  onPay: (row: InstallmentRow) => void;
}) {
  return (
    <ColumnList columns={COLUMNS} header={HEADER}>
      {props.items.map((row) => (
        <Row key={row.id} row={row} {...props} />
      ))}
    </ColumnList>
  );
}

function Row(props: {
  row: InstallmentRow;
  picked?: Set<string>;
  onPick?: (row: InstallmentRow) => void;
  onOpen: (row: InstallmentRow) => void;
  onPay: (row: InstallmentRow) => void;
}) {
  const { row } = props;
  const name = `${row.descricao}, parcela ${row.numero}/${row.parcelas}`;
  const pickable = row.pago_cents === 0 && (row.status === 'pendente' || row.status === 'vencido');
  return (
    <li
      className={`rounded-2xl border border-brand-100 bg-white p-4 lg:rounded-none lg:border-0 lg:px-3 lg:py-2.5 ${COLUMNS}`}
    >
      <div className="flex items-start gap-3 lg:contents">
        <span className="max-lg:empty:hidden lg:order-1">
          {props.picked && pickable && (
            <input
              type="checkbox"
              aria-label={`Incluir na fatura: ${name}`}
              checked={props.picked.has(row.title_id)}
              onChange={() => props.onPick?.(row)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
          )}
        </span>
        <div className="min-w-0 flex-1 lg:order-3">
          <p className="truncate font-semibold text-ink-900">{row.contraparte ?? '—'}</p>
          <button
            type="button"
            onClick={() => props.onOpen(row)}
            className="block max-w-full truncate text-left text-sm text-brand-700 hover:underline"
          >
            {row.descricao}
          </button>
        </div>
        <span className="lg:order-8">
          <InstallmentBadge status={row.status} />
        </span>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-ink-600 lg:contents">
        <span className="tabular-nums lg:order-2 lg:text-ink-900">
          <span className="lg:sr-only">Vence em </span>
          {formatDate(row.vencimento)}
        </span>
        <span className="tabular-nums lg:order-4">
          <span className="lg:sr-only">Parcela </span>
          {row.numero}/{row.parcelas}
        </span>
        <span className="truncate lg:order-5">{row.categoria}</span>
      </p>
      <div className="mt-2 grid grid-cols-[1fr_1fr_auto] items-end gap-3 lg:contents">
        <p className={`${MONEY} lg:order-6`}>
          <span className={MONEY_LABEL}>Valor</span>
          {formatBRL(row.valor_cents)}
        </p>
        <p className={`${MONEY} font-semibold text-ink-900 lg:order-7`}>
          <span className={MONEY_LABEL}>Saldo</span>
          {formatBRL(row.saldo_cents)}
        </p>
        <div className="flex justify-end lg:order-9">
          {row.saldo_cents > 0 && row.status !== 'cancelado' && (
            <IconButton
              icon={Banknote}
              label={`Registrar pagamento: ${name}`}
              title="Registrar pagamento"
              onClick={() => props.onPay(row)}
            />
          )}
          <IconButton
            icon={ChevronRight}
            label={`Abrir ${name}`}
            title="Abrir"
            onClick={() => props.onOpen(row)}
          />
        </div>
      </div>
    </li>
  );
}
