import { useQuery } from '@tanstack/react-query';
import { Ban, Pencil, Split } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import { TITLE_ORIGIN_LABELS, TITLE_SIDE_LABELS } from '../../../domain/accounting/values.ts';
import { formatDate, formatDay } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { Dialog } from '../../components/dialog.tsx';
import { Fact } from '../../components/fact.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { DetailRows, DetailSection } from '../../components/detail-section.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../../paths.ts';
import { titleQuery } from './api.ts';
import { InstallmentPayments } from './installment-payments.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { NfseSection } from './nfse-section.tsx';

const TitleDialog = lazyComponent(() => import('./title-dialog.tsx').then((m) => m.TitleDialog));
const ResplitDialog = lazyComponent(() =>
  import('./resplit-dialog.tsx').then((m) => m.ResplitDialog),
);
const CancelDialog = lazyComponent(() => import('./cancel-dialog.tsx').then((m) => m.CancelDialog));

type Acting = 'editar' | 'reparcelar' | 'cancelar' | null;

/** A receivable or payable opened from the list: its facts, operations, installments, actions. */
export function TitleDetail(props: { id: string; onClose: () => void }) {
  const title = useQuery(titleQuery(props.id));
  const [acting, setActing] = useState<Acting>(null);
  const name = title.data
    ? `${TITLE_SIDE_LABELS[title.data.lado]}: ${title.data.descricao}`
    : 'Conta';
  return (
    <Dialog title={name} onClose={props.onClose} wide fullOnPhone>
      <Loaded query={title} error="Não foi possível abrir a conta.">
        {(data) => (
          <>
            <Facts title={data} />
            <Actions title={data} onAct={setActing} />
            <InvoiceActions title={data} />
            <NfseSection title={data} />
            {data.operacoes.length > 0 && <Operations title={data} />}
            <InstallmentPayments title={data} />
            <Suspense>
              {acting === 'editar' && (
                <TitleDialog lado={data.lado} title={data} onClose={() => setActing(null)} />
              )}
              {acting === 'reparcelar' && (
                <ResplitDialog title={data} onClose={() => setActing(null)} />
              )}
              {acting === 'cancelar' && (
                <CancelDialog title={data} onClose={() => setActing(null)} />
              )}
            </Suspense>
          </>
        )}
      </Loaded>
    </Dialog>
  );
}

function Facts({ title }: { title: FinanceTitle }) {
  return (
    <>
      {title.cancelado_at && (
        <p role="status" className="mb-4 rounded-xl bg-slate-100 p-3 text-sm text-ink-900">
          Cancelada em {formatDay(title.cancelado_at)}
          {title.motivo_cancelamento && `: ${title.motivo_cancelamento}`}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact
          label={title.lado === 'receber' ? 'Cliente' : 'Fornecedor'}
          value={title.contraparte ?? '—'}
        />
        <Fact label="Categoria" value={title.categoria} />
        <Fact label="Origem" value={TITLE_ORIGIN_LABELS[title.origem]} />
        <Fact label="Competência" value={formatDate(title.competencia)} />
        <Fact label="Aeronave" value={title.aeronave ?? '—'} />
        <Fact label="Documento" value={title.documento ?? '—'} />
        <Fact label="Valor total" value={formatBRL(title.total_cents)} />
        <Fact label="Pago" value={formatBRL(title.pago_cents)} />
        <Fact label="Saldo" value={formatBRL(title.saldo_cents)} />
        {title.observacoes && (
          <Fact
            label="Observações"
            value={title.observacoes}
            className="col-span-2 sm:col-span-3"
          />
        )}
      </dl>
    </>
  );
}

const ACTIONS = [
  { key: 'editar', label: 'Editar', icon: Pencil, tone: '' },
  { key: 'reparcelar', label: 'Reparcelar', icon: Split, tone: '' },
  { key: 'cancelar', label: 'Cancelar conta', icon: Ban, tone: 'text-red-700' },
] as const;

function Actions(props: { title: FinanceTitle; onAct: (acting: Acting) => void }) {
  const { title } = props;
  if (title.cancelado_at) return null;
  // Amounts change only while nothing was paid (decision 014): re-split or cancel then.
  const offered = title.pago_cents === 0 ? ACTIONS : ACTIONS.slice(0, 1);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {offered.map(({ key, label, icon, tone }) => (
        <ActionButton
          key={key}
          icon={icon}
          variant="outline"
          onClick={() => props.onAct(key)}
          className={tone}
        >
          {label}
        </ActionButton>
      ))}
    </div>
  );
}

function Operations({ title }: { title: FinanceTitle }) {
  return (
    <DetailSection title="Operações faturadas">
      <DetailRows
        rows={title.operacoes.map((op) => ({
          key: op.operation_id,
          label: (
            <Link
              to={`${paths.operation}/${op.operation_id}`}
              className="text-brand-700 hover:underline"
            >
              Operação {op.numero} · {formatDate(op.data)}
            </Link>
          ),
          figure: (
            <>
              {formatBRL(op.valor_cents)}
              {!op.ativo && <span className="ml-2 text-xs text-ink-600">(desvinculada)</span>}
            </>
          ),
        }))}
      />
    </DetailSection>
  );
}
