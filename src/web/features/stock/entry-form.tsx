import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import type { EntryInput } from '../../../domain/stock/contracts.ts';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { formatDocument } from '../../../domain/br/documents.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { FormActions, STICKY_ACTIONS } from '../../components/form-actions.tsx';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { documentInput } from '../../lib/document-input.ts';
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
import { forgetNote, keptNote, keepNote } from './kept-note.ts';
import { ProductDialog } from './product-dialog.tsx';
import { counted } from '../../../domain/plural.ts';

/** The entry's contract, over the form's lines in its shape (product or fuel, package or none). */
const entrySchema = lazySchema(async () => {
  const [{ z }, { entryInput }] = await Promise.all([
    import('zod'),
    import('../../../domain/stock/contracts.ts'),
  ]);
  return z.preprocess(toEntryBody, entryInput);
});

/** Asking whether to enter an NF addressed to someone else (the server's 409). */
type Asking = { message: string; answer: (yes: boolean) => void };

/**
 * 'Nova entrada': a nota fiscal typed in, or read from its NF-e's XML and confirmed. An imported
 * note is kept for the browser tab's session (`kept-note.ts`) while the user visits the other
 * tabs of /estoque, until it is confirmed or discarded.
 */
export function EntryForm({ onDone }: { onDone: () => void }) {
  const createEntry = useCreateEntry();
  const [kept] = useState(keptNote);
  const [preview, setPreview] = useState<NfePreview | null>(kept?.preview ?? null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [registering, setRegistering] = useState<number | null>(null);
  /** A product just registered, put on its lines once the lines' selects list it. */
  const [chosen, setChosen] = useState<{ index: number; id: string } | null>(null);
  // Read again whenever the window comes back: a product registered meanwhile in another tab
  // (Cadastros) is listed on the lines without leaving the entry.
  const products = useQuery({
    ...registerOptionsQuery('products'),
    refetchOnWindowFocus: 'always',
  });
  /** Whether the imported note is still kept (false once confirmed or discarded). */
  const keeping = useRef(true);
  const placed = useRef<object | null>(null);
  const { form, submit, status, Field } = useContractForm<EntryValues, EntryInput>(
    entrySchema,
    kept?.values ?? emptyEntry(),
    async (body) => {
      const saved = await createEntry.mutateAsync(body).catch(async (error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'NFE_FOREIGN_DEST') || !body.nfe)
          throw error;
        const yes = await new Promise<boolean>((answer) =>
          setAsking({ message: error.message, answer }),
        );
        setAsking(null);
        if (!yes) return null;
        return createEntry.mutateAsync({
          ...body,
          nfe: { ...body.nfe, destinatario_confirmado: true },
        });
      });
      if (!saved) return;
      keeping.current = false;
      forgetNote();
      notify(
        `Entrada da NF ${saved.nf_numero} registrada.`,
        `${counted(saved.linhas.length, 'lote', 'lotes')} no estoque.`,
      );
      onDone();
    },
    INVALID,
  );
  const lines = useFieldArray({ control: form.control, name: 'linhas' });
  const imported = (read: NfePreview, xml: string) => {
    keeping.current = true;
    setPreview(read);
    form.reset(fromPreview(read, xml));
  };
  const discard = () => {
    keeping.current = false;
    forgetNote();
    setPreview(null);
    form.reset(emptyEntry());
  };
  // What is typed over an imported note is kept with it, as it is typed.
  useEffect(() => {
    if (!preview) return;
    keepNote({ preview, values: form.getValues() });
    const watching = form.watch((values) => {
      if (keeping.current) keepNote({ preview, values: values as EntryValues });
    });
    return () => watching.unsubscribe();
  }, [preview, form]);
  // The new product on its line, and on the other lots of the same NF-e item still unmatched,
  // once the products' list (read again) has it: a select shows only a value it lists.
  useEffect(() => {
    if (!chosen || placed.current === chosen) return;
    if (!products.data?.some((option) => option.id === chosen.id)) return;
    placed.current = chosen;
    const item = form.getValues(`linhas.${chosen.index}.nfe`)?.item;
    form.getValues('linhas').forEach((line, at) => {
      if (
        at === chosen.index ||
        (line.product_id === '' && item !== undefined && line.nfe?.item === item)
      )
        form.setValue(`linhas.${at}.product_id`, chosen.id, { shouldDirty: true });
    });
  }, [chosen, products.data, form]);
  const registered = (index: number, id: string) => {
    setChosen({ index, id });
    setRegistering(null);
  };
  const registeringLine = registering === null ? null : form.getValues(`linhas.${registering}`);

  return (
    <>
      <BoundForm form={form} onSubmit={submit} status={status} className="space-y-6">
        <NfeImport onPreview={imported} />
        {preview && (
          <NfeSummary preview={preview}>
            <button
              type="button"
              onClick={discard}
              className="mt-3 text-sm font-semibold text-red-700 hover:underline"
            >
              Descartar nota importada
            </button>
          </NfeSummary>
        )}

        <fieldset className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="px-1 text-base font-bold text-brand-700">Nota fiscal</legend>
          <div className="sm:col-span-2">
            <Field name="fornecedor.nome" label="Fornecedor (razão social)" />
          </div>
          <div className="sm:col-span-2">
            <Field name="fornecedor.cnpj" label="CNPJ do fornecedor" {...documentInput} />
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
              onRegister={() => setRegistering(index)}
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
        {asking && (
          <ConfirmDialog
            title="Nota de outro destinatário"
            message={asking.message}
            confirmLabel="Lançar mesmo assim"
            tone="brand"
            onConfirm={() => asking.answer(true)}
            onCancel={() => asking.answer(false)}
          >
            {preview?.destinatario && (
              <p className="mt-2 text-sm text-ink-700">
                Destinatário na NF-e: {preview.destinatario.nome ?? '—'} (
                {formatDocument(preview.destinatario.documento)})
              </p>
            )}
          </ConfirmDialog>
        )}
      </BoundForm>
      {/* Outside the entry's form: a form within a form would send the page's form. */}
      {registering !== null && registeringLine?.nfe && (
        <ProductDialog
          descricao={registeringLine.nfe.descricao}
          unidade={registeringLine.unidade}
          onCreated={(id) => registered(registering, id)}
          onClose={() => setRegistering(null)}
        />
      )}
    </>
  );
}
