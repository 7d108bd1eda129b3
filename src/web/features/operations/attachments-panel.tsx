import { useQuery } from '@tanstack/react-query';
import { Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import type { OperationAttachment } from '../../../domain/operations/contracts.ts';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_KIND_LABELS,
  ATTACHMENT_MISSING,
  attachmentProblem,
} from '../../../domain/operations/values.ts';
import { ErrorLine } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { labelledOptions, SelectField } from '../../components/select-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { isQueued, KEPT_IN_PHONE } from '../../lib/field/queued-answer.ts';
import { notify } from '../../lib/notify.ts';
import { attachmentsQuery, useDeleteAttachment, useUploadAttachment } from './record-api.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatDecimal(bytes / 1024, 0)} KB`
    : `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;

/** DGPS logs, photos and the signed receituário of an operation (20 MB each at most). */
export function AttachmentsPanel({
  operationId,
  canChange,
}: {
  operationId: string;
  canChange: boolean;
}) {
  const list = useQuery(attachmentsQuery(operationId));
  const upload = useUploadAttachment(operationId);
  const deletion = useDeleteAttachment(operationId);
  const [tipo, setTipo] = useState('');
  const [error, setError] = useState('');
  const [removing, setRemoving] = useState<OperationAttachment | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const remove = (attachment: OperationAttachment) =>
    deletion.mutate(attachment.id, {
      onError: (e) => setError(errorMessage(e, 'Não foi possível excluir o anexo.')),
      onSettled: () => setRemoving(null),
    });

  const send = () => {
    setError('');
    const file = input.current?.files?.[0];
    if (!tipo) return setError(ATTACHMENT_MISSING.tipo);
    if (!file) return setError(ATTACHMENT_MISSING.arquivo);
    const problem = attachmentProblem(file.name, file.size);
    if (problem) return setError(problem);
    upload.mutate(
      { tipo, file },
      {
        onSuccess: (answer) => {
          if (input.current) input.current.value = '';
          if (isQueued(answer)) notify(KEPT_IN_PHONE.anexo);
        },
        onError: (e) =>
          setError(
            e instanceof ApiError
              ? Object.values(e.fields).join(' ') || e.message
              : 'Não foi possível enviar o arquivo.',
          ),
      },
    );
  };

  return (
    <section aria-labelledby="anexos" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="anexos" className="text-base font-bold text-brand-700">
        Anexos
      </h2>
      {list.isPending ? (
        <p className="mt-2 text-sm text-ink-600">Carregando...</p>
      ) : list.data?.length ? (
        <ul className="mt-2 divide-y divide-brand-50">
          {list.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <a
                href={`/api/operations/${operationId}/anexos/${a.id}`}
                className="flex min-w-0 items-center gap-2 text-brand-700 hover:underline"
              >
                <Paperclip className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="[overflow-wrap:anywhere]">{a.nome_arquivo}</span>
              </a>
              <span className="flex shrink-0 items-center gap-2 text-ink-600">
                {ATTACHMENT_KIND_LABELS[a.tipo]} · {size(a.tamanho)}
                {canChange && (
                  <button
                    type="button"
                    onClick={() => setRemoving(a)}
                    className={`${buttonClasses('ghost')} text-red-700`}
                    aria-label={`Excluir ${a.nome_arquivo}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-600">
          Nenhum anexo. Envie o log do DGPS, fotos ou o receituário assinado.
        </p>
      )}
      {canChange && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <SelectField
            label="Tipo do anexo"
            value={tipo}
            onChange={(e) => setTipo(e.target.value)}
            options={labelledOptions(ATTACHMENT_KINDS, ATTACHMENT_KIND_LABELS)}
          />
          <label className="block text-sm font-medium text-ink-900">
            Arquivo (até 20 MB)
            <input
              ref={input}
              type="file"
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          </label>
          <button
            type="button"
            onClick={send}
            disabled={upload.isPending}
            className={`${buttonClasses('outline')} disabled:opacity-60`}
          >
            {upload.isPending ? 'Enviando...' : 'Enviar anexo'}
          </button>
        </div>
      )}
      <ErrorLine message={error} />
      {removing && (
        <ConfirmDialog
          title="Excluir anexo?"
          message={`“${removing.nome_arquivo}” será excluído definitivamente.`}
          confirmLabel="Excluir"
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
