import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { paymentInput } from '../../../domain/accounting/contracts.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type TitleSide,
} from '../../../domain/accounting/values.ts';
import { principalCents } from '../../../domain/accounting/settlement.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { parseCents } from '../../../domain/decimal.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { accountsQuery, usePayInstallment } from './api.ts';
import { sendThenClose } from '../../lib/dialog-send.ts';
import { moneyText } from '../../lib/numbers.ts';

type PaymentValues = {
  data: string;
  valor_cents: string;
  juros_cents: string;
  multa_cents: string;
  desconto_cents: string;
  tarifa_cents: string;
  bank_account_id: string;
  metodo: string;
  observacao: string;
};

/** What a payment is recorded against: an open installment of a title. */
export type PayableInstallment = {
  id: string;
  numero: number;
  parcelas: number;
  saldo_cents: number;
  descricao: string;
};

const paymentSchema = lazySchema(() =>
  import('../../../domain/accounting/contracts.ts').then((m) => m.paymentInput),
);

const METHOD_OPTIONS = labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

/** 'Registrar pagamento' (or recebimento): today, what is left, into one account. */
export function PaymentDialog(props: {
  installment: PayableInstallment;
  lado: TitleSide;
  onClose: () => void;
}) {
  const { installment } = props;
  const accounts = useQuery(accountsQuery);
  const pay = usePayInstallment(installment.id);
  const open = (accounts.data ?? []).filter((a) => !a.arquivada);
  const word = props.lado === 'receber' ? 'Recebimento' : 'Pagamento';
  const contract = useContractForm<PaymentValues, z.output<typeof paymentInput>>(
    paymentSchema,
    {
      data: formatDate(todayInSaoPaulo(new Date())),
      valor_cents: moneyText(installment.saldo_cents),
      juros_cents: '',
      multa_cents: '',
      desconto_cents: '',
      tarifa_cents: '',
      bank_account_id: '',
      metodo: 'pix',
      observacao: '',
    },
    sendThenClose<z.output<typeof paymentInput>>(
      pay.mutateAsync,
      (body) => `${word} de ${formatBRL(body.valor_cents)} registrado.`,
      props.onClose,
    ),
    INVALID,
  );
  const { form, Field } = contract;
  const typed = form.watch();
  const amount = (field: keyof PaymentValues) => parseCents(typed[field]) ?? 0;
  const principal = principalCents({
    valor_cents: amount('valor_cents'),
    juros_cents: amount('juros_cents'),
    multa_cents: amount('multa_cents'),
    desconto_cents: amount('desconto_cents'),
  });
  const tarifa = amount('tarifa_cents');
  const charged = ['juros_cents', 'multa_cents', 'desconto_cents', 'tarifa_cents'].some(
    (field) => amount(field as keyof PaymentValues) > 0,
  );
  // The first open account is the usual one: chosen once the accounts arrive.
  const first = open[0]?.id;
  useEffect(() => {
    if (first && !form.getValues('bank_account_id')) form.setValue('bank_account_id', first);
  }, [first, form]);
  return (
    <FormDialog
      fullOnPhone
      title={props.lado === 'receber' ? 'Registrar recebimento' : 'Registrar pagamento'}
      onClose={props.onClose}
      intro={`${installment.descricao} · parcela ${installment.numero}/${installment.parcelas} · em aberto ${formatBRL(installment.saldo_cents)}`}
      contract={contract}
      submit="Registrar"
      pendingText="Registrando..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="data" label="Data" placeholder="dd/mm/aaaa" inputMode="numeric" />
        <Field
          name="valor_cents"
          label="Valor (R$)"
          hint="Pode ser parcial; com juros e multa, o total pago."
          inputMode="decimal"
        />
      </div>
      <details open={charged} className="rounded-xl border border-brand-100 px-3 py-2">
        <summary className="cursor-pointer text-sm font-semibold text-ink-900">
          Juros, multa, desconto e tarifa
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-4">
          <Field name="juros_cents" label="Juros (R$)" inputMode="decimal" />
          <Field name="multa_cents" label="Multa (R$)" inputMode="decimal" />
          <Field name="desconto_cents" label="Desconto (R$)" inputMode="decimal" />
          <Field
            name="tarifa_cents"
            label="Tarifa (R$)"
            hint="Cobrada pelo banco na conta."
            inputMode="decimal"
          />
        </div>
      </details>
      <p className="text-sm text-ink-700 tabular-nums" aria-live="polite">
        Quita {formatBRL(principal)} da parcela (valor − juros − multa + desconto)
        {tarifa > 0 &&
          ` · ${props.lado === 'receber' ? 'entra na conta' : 'sai da conta'} ${formatBRL(
            props.lado === 'receber'
              ? amount('valor_cents') - tarifa
              : amount('valor_cents') + tarifa,
          )} com a tarifa`}
        .
      </p>
      <Field
        as="select"
        name="bank_account_id"
        label="Conta"
        placeholder={accounts.isPending ? 'Carregando...' : 'Selecione a conta...'}
        options={open.map((a) => ({ value: a.id, label: a.nome }))}
      />
      <Field as="select" name="metodo" label="Forma de pagamento" options={METHOD_OPTIONS} />
      <Field as="textarea" name="observacao" label="Observação" rows={2} />
    </FormDialog>
  );
}
