import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate } from '../../../domain/format.ts';
import type { ContainerReturnInput } from '../../../domain/stock/contracts.ts';
import { PACKAGE_TYPE_LABELS } from '../../../domain/stock/values.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { errorMessage } from '../../lib/api.ts';
import { INVALID, useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { notify } from '../../lib/notify.ts';
import { containersQuery, ReceiptFailed, useContainerReturn } from './api.ts';
import { quantityWithUnit } from './quantity.ts';

type ReturnValues = {
  data: string;
  unidade_recebimento: string;
  numero_comprovante: string;
  triplice_lavagem: boolean;
  itens: { obligation_id: string; quantidade: string }[];
};

const returnSchema = lazySchema(() =>
  import('../../../domain/stock/contracts.ts').then((m) => m.containerReturnInput),
);

/** 'Registrar devolução': which containers went back, where, the receipt and its file. */
export function ReturnDialog({ onClose }: { onClose: () => void }) {
  const owed = (useQuery(containersQuery('')).data?.embalagens ?? []).filter(
    (row) => row.pendentes > 0,
  );
  const save = useContainerReturn();
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const contract = useContractForm<ReturnValues, ContainerReturnInput>(
    returnSchema,
    {
      data: todayInSaoPaulo(new Date()),
      unidade_recebimento: owed.find((row) => row.local_devolucao)?.local_devolucao ?? '',
      numero_comprovante: '',
      triplice_lavagem: true,
      itens: [],
    },
    async (body) => {
      try {
        await save.mutateAsync({ body, file });
      } catch (error) {
        if (!(error instanceof ReceiptFailed)) throw error;
        // The return is recorded; its row in the list offers to attach the file again.
        notify(
          'Devolução registrada sem o arquivo do comprovante.',
          `${errorMessage(error.reason, 'O envio falhou.')} Anexe-o pela lista de devoluções.`,
        );
        onClose();
        return;
      }
      notify('Devolução registrada.', `Comprovante ${body.numero_comprovante}.`);
      onClose();
    },
    INVALID,
  );
  const { form, Field } = contract;
  const items = useFieldArray({ control: form.control, name: 'itens' });
  const itemsError =
    form.formState.errors.itens?.root?.message ?? form.formState.errors.itens?.message;
  return (
    <FormDialog
      title="Registrar devolução de embalagens"
      onClose={onClose}
      wide
      contract={contract}
      submit="Registrar devolução"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="data" label="Data da devolução" type="date" />
        <Field name="numero_comprovante" label="Número do comprovante" />
        <div className="sm:col-span-2">
          <Field
            name="unidade_recebimento"
            label="Unidade de recebimento"
            hint="Central ou posto do sistema inpEV que recebeu as embalagens."
          />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <input type="checkbox" {...form.register('triplice_lavagem')} className="h-4 w-4" />
        Tríplice lavagem (ou lavagem sob pressão) feita nas embalagens laváveis
      </label>

      <fieldset>
        <legend className="text-sm font-bold text-ink-900">Embalagens devolvidas</legend>
        {owed.length === 0 && (
          <p className="mt-2 text-sm text-ink-600">Nenhuma embalagem a devolver.</p>
        )}
        <ul className="mt-2 divide-y divide-brand-50 rounded-xl border border-brand-100">
          {owed.map((row) => {
            const index = items.fields.findIndex((f) => f.obligation_id === row.id);
            const label = `${row.nome} · ${PACKAGE_TYPE_LABELS[row.tipo]} ${quantityWithUnit(row.capacidade, row.unidade)}`;
            return (
              <li
                key={row.id}
                className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={index >= 0}
                    onChange={(e) =>
                      e.target.checked
                        ? items.append({
                            obligation_id: row.id,
                            quantidade: String(row.pendentes),
                          })
                        : items.remove(index)
                    }
                    className="mt-0.5 h-4 w-4"
                  />
                  <span>
                    <span className="block font-semibold text-ink-900">{label}</span>
                    <span className="block text-ink-600">
                      NF {row.nf_numero} · {row.pendentes} a devolver até{' '}
                      {formatDate(row.devolver_ate)}
                    </span>
                  </span>
                </label>
                {index >= 0 && (
                  <div className="w-full sm:w-32">
                    <Field
                      name={`itens.${index}.quantidade`}
                      label={`Quantidade de ${row.nome}`}
                      inputMode="numeric"
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {itemsError && <p className="mt-1 text-sm text-red-700">{itemsError}</p>}
      </fieldset>

      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-ink-900">
          Arquivo do comprovante
        </label>
        <input
          id={fileId}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
        <p className="mt-1 text-xs text-ink-600">PDF ou foto do comprovante, até 20 MB.</p>
      </div>
    </FormDialog>
  );
}
