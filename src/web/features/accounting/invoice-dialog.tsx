import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invoiceInput } from '../../../domain/accounting/contracts.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { titleQuery, useCreateInvoice } from './api.ts';
import { moneyText } from '../../lib/numbers.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { emptyPlan, PlanFields, type PlanValues } from './plan-fields.tsx';

type InvoiceValues = Omit<PlanValues, 'total_cents'> & { title_ids: string[]; descricao: string };

const invoiceSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.invoiceInput),
);

/** 'Agrupar em fatura': open receivables of one client gathered into one title, split anew. */
export function InvoiceDialog(props: {
  titleIds: string[];
  client: string | null;
  onClose: (done: boolean) => void;
}) {
  const create = useCreateInvoice();
  const titles = useQueries({ queries: props.titleIds.map((id) => titleQuery(id)) });
  const loaded = titles.flatMap((t) => (t.data ? [t.data] : []));
  const total = loaded.reduce((sum, t) => sum + t.saldo_cents, 0);
  const { total_cents: _, ...plan } = emptyPlan();
  const contract = useContractForm<InvoiceValues, z.output<typeof invoiceInput>>(
    invoiceSchema,
    { title_ids: props.titleIds, descricao: '', ...plan },
    sendThenClose(create.mutateAsync, `Fatura de ${props.titleIds.length} contas criada.`, () =>
      props.onClose(true),
    ),
    INVALID,
  );
  const { Field } = contract;
  return (
    <FormDialog
      fullOnPhone
      title="Agrupar em fatura"
      onClose={() => props.onClose(false)}
      wide
      intro={`${props.client ?? 'Cliente'}: ${props.titleIds.length} contas a receber viram uma só fatura.`}
      contract={contract}
      submit="Criar fatura"
      pendingText="Criando..."
    >
      <ul aria-label="Contas da fatura" className="space-y-1 text-sm">
        {loaded.map((t) => (
          <li key={t.id} className="flex justify-between gap-3">
            <span className="truncate">
              {t.descricao} · {formatDate(t.competencia)}
            </span>
            <span className="tabular-nums">{formatBRL(t.saldo_cents)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 border-t border-brand-100 pt-1 font-semibold">
          <span>Total da fatura</span>
          <span className="tabular-nums">{formatBRL(total)}</span>
        </li>
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            name="descricao"
            label="Descrição (opcional)"
            placeholder={`Fatura ${props.client ?? ''}`.trim()}
          />
        </div>
        <PlanFields total={total ? moneyText(total) : ''} />
      </div>
    </FormDialog>
  );
}
