import { useState } from 'react';
import type {
  AffiliateProfile,
  PaymentField,
  PaymentPatch,
} from '../../../domain/affiliates/contracts.ts';
import { BANK_ACCOUNT_TYPES } from '../../../domain/affiliates/values.ts';
import { PIX_KEY_KIND_LABELS, PIX_TYPES } from '../../../domain/br/pix.ts';
import { Field } from '../../components/field.tsx';
import { labelledOptions, SelectField, type SelectOption } from '../../components/select-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSavePayment } from './api.ts';

const PIX_OPTIONS = labelledOptions(PIX_TYPES, PIX_KEY_KIND_LABELS);
const ACCOUNT_LABELS = { corrente: 'Conta corrente', poupanca: 'Poupança' } as const;
const ACCOUNT_OPTIONS = labelledOptions(BANK_ACCOUNT_TYPES, ACCOUNT_LABELS);

const TEXTS: [PaymentField, string, string?][] = [
  ['banco', 'Banco'],
  ['agencia', 'Agência', 'numeric'],
  ['conta', 'Conta', 'numeric'],
];

/**
 * 'Dados de Pagamento' (spec part 1 §2): each field is saved by itself, a text on leaving it
 * and a choice when it changes ('Dados atualizados!'). A refusal ('Erro ao atualizar') stays
 * under its field with the server's reason.
 */
export function PaymentTab({ affiliate }: { affiliate: AffiliateProfile }) {
  const save = useSavePayment();
  const [draft, setDraft] = useState<Partial<Record<PaymentField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const valueOf = (field: PaymentField) => draft[field] ?? affiliate[field] ?? '';

  const send = async (field: PaymentField, value: string) => {
    if (value.trim() === (affiliate[field] ?? '')) return;
    setErrors((e) => ({ ...e, [field]: undefined }));
    try {
      await save.mutateAsync({ [field]: value.trim() || null } as PaymentPatch);
      setDraft((d) => ({ ...d, [field]: undefined }));
      notify('Dados atualizados!');
    } catch (error) {
      const reason =
        error instanceof ApiError ? (error.fields[field] ?? error.message) : 'Tente novamente';
      setErrors((e) => ({ ...e, [field]: `Erro ao atualizar: ${reason}` }));
    }
  };
  const text = (field: PaymentField, label: string, inputMode?: string) => (
    <Field
      key={field}
      label={label}
      value={valueOf(field)}
      error={errors[field]}
      inputMode={inputMode as 'numeric' | undefined}
      onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
      onBlur={(e) => void send(field, e.target.value)}
    />
  );
  const choice = (field: PaymentField, label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      options={options}
      value={valueOf(field)}
      error={errors[field]}
      onChange={(e) => void send(field, e.target.value)}
    />
  );

  return (
    <div className="mt-4 grid gap-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6 lg:grid-cols-2">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">PIX</legend>
        {choice('pix_type', 'Tipo de chave PIX', PIX_OPTIONS)}
        {text('pix_key', 'Chave PIX')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">Conta bancária</legend>
        {TEXTS.map(([field, label, mode]) => text(field, label, mode))}
        {choice('tipo_conta', 'Tipo de conta', ACCOUNT_OPTIONS)}
      </fieldset>
    </div>
  );
}
