import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { EntryInput } from '../../../domain/stock/contracts.ts';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions, STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { AddRowButton } from './add-row-button.tsx';
import { useCreateEntry } from './api.ts';
import { EntryDueDates } from './entry-due-dates.tsx';
import { EntryLine } from './entry-line.tsx';
import {
  emptyEntry,
  emptyLine,
  fromPreview,
  toEntryBody,
  type EntryValues,
} from './entry-values.ts';
import { NfeImport, NfeSummary } from './nfe-import.tsx';
import { counted } from '../../../domain/plural.ts';

/** The entry's contract, over the form's lines in its shape (product or fuel, package or none). */
const entrySchema = lazySchema(async () => {
  const [{ z }, { entryInput }] = await Promise.all([
    import('zod'),
    import('../../../domain/stock/contracts.ts'),
  ]);
  return z.preprocess(toEntryBody, entryInput);
});

/** 'Nova entrada': a nota fiscal typed in, or read from its NF-e's XML and confirmed. */
export function EntryForm({ onDone }: { onDone: () => void }) {
  const createEntry = useCreateEntry();
  const [preview, setPreview] = useState<NfePreview | null>(null);
  const { form, submit, status, Field } = useContractForm<EntryValues, EntryInput>(
    entrySchema,
    emptyEntry(),
    async (body) => {
      const saved = await createEntry.mutateAsync(body);
      notify(
        `Entrada da NF ${saved.nf_numero} registrada.`,
        `${counted(saved.linhas.length, 'lote', 'lotes')} no estoque.`,
      );
      onDone();
    },
    INVALID,
  );
  const lines = useFieldArray({ control: form.control, name: 'linhas' });
  const imported = (read: NfePreview) => {
    setPreview(read);
    form.reset(fromPreview(read));
  };

  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="space-y-6">
      <NfeImport onPreview={imported} />
      {preview && <NfeSummary preview={preview} />}

      <fieldset className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-base font-bold text-brand-700">Nota fiscal</legend>
        <div className="sm:col-span-2">
          <Field name="fornecedor.nome" label="Fornecedor (razão social)" />
        </div>
        <div className="sm:col-span-2">
          <Field name="fornecedor.cnpj" label="CNPJ do fornecedor" inputMode="numeric" />
        </div>
        <Field name="nf_numero" label="Número da NF" inputMode="numeric" />
        <Field name="nf_serie" label="Série" inputMode="numeric" />
        <Field name="nf_data" label="Data da NF" type="date" />
        <div className="sm:col-span-2 lg:col-span-1">
          <Field
            name="local_devolucao"
            label="Local de devolução das embalagens"
            hint="Como a nota indica (opcional)."
          />
        </div>
      </fieldset>

      <section aria-labelledby="linhas-nf" className="space-y-3">
        <h2 id="linhas-nf" className="text-base font-bold text-brand-700">
          Itens da nota ({lines.fields.length})
        </h2>
        {lines.fields.map((line, index) => (
          <EntryLine
            key={line.id}
            form={form}
            index={index}
            onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
          />
        ))}
        <AddRowButton onClick={() => lines.append(emptyLine())}>Adicionar linha</AddRowButton>
      </section>

      <EntryDueDates form={form} />

      <FormActions
        pending={form.formState.isSubmitting}
        submit={preview ? 'Confirmar entrada' : 'Registrar entrada'}
        pendingText="Registrando..."
        onCancel={onDone}
        className={STICKY_ACTIONS}
      />
    </BoundForm>
  );
}
