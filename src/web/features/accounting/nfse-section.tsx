import { useQuery } from '@tanstack/react-query';
import { Ban, FileCode, FileText, Mail, Send } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import type { NfseState } from '../../../domain/fiscal/contracts.ts';
import { NFSE_STATUS_LABELS } from '../../../domain/fiscal/values.ts';
import { formatDay } from '../../../domain/format.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Tag } from '../../components/tag.tsx';
import { errorMessage } from '../../lib/api.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { danfsePath, nfseQuery, nfseXmlPath, useIssueNfse, useSendNfse } from './nfse-api.ts';

const NfseCancelDialog = lazyComponent(() =>
  import('./nfse-cancel-dialog.tsx').then((m) => m.NfseCancelDialog),
);

const TONES = { enviando: 'warn', emitida: 'ok', rejeitada: 'danger', cancelada: 'muted' } as const;

/** What the state says in a line: the number and key, or the API's refusal, or the cancellation. */
function StateLine({ nfse }: { nfse: NfseState }) {
  if (nfse.status === 'rejeitada' && nfse.erro)
    return (
      <p className="text-sm text-red-800">
        Recusada pela API nacional: {nfse.erro.codigo} — {nfse.erro.mensagem}
      </p>
    );
  if (nfse.status === 'enviando')
    return (
      <p className="text-sm text-ink-700">
        O envio da DPS nº {nfse.numero_dps} não teve resposta. Emita de novo: a DPS é consultada
        antes de ser reenviada, sem emitir duas notas.
      </p>
    );
  return (
    <p className="text-sm text-ink-700">
      NFS-e nº {nfse.numero_nfse} · chave <span className="break-all">{nfse.chave_acesso}</span>
      {nfse.emitida_at && ` · emitida em ${formatDay(nfse.emitida_at)}`}
      {nfse.cancelada_at &&
        ` · cancelada em ${formatDay(nfse.cancelada_at)}: ${nfse.motivo_cancelamento ?? ''}`}
    </p>
  );
}

/**
 * A receivable's NFS-e (issue 44 item 3): 'Emitir NFS-e' after a confirmation, its state, the
 * DANFSe and the XML, sending both to the client, and 'Cancelar NFS-e' with the reason.
 */
export function NfseSection({ title }: { title: FinanceTitle }) {
  const billable = title.lado === 'receber' && !title.cancelado_at;
  const state = useQuery({ ...nfseQuery(title.id), enabled: billable });
  const issue = useIssueNfse(title.id);
  const send = useSendNfse(title.id);
  const [asking, setAsking] = useState<'issue' | 'cancel' | null>(null);
  const [alert, setAlert] = useState('');
  if (!billable || !state.data) return null;
  const nfse = state.data.nfse;
  const issued = nfse?.status === 'emitida' || nfse?.status === 'cancelada';
  const canIssue = !nfse || nfse.status === 'rejeitada' || nfse.status === 'enviando';

  const run = async (work: () => Promise<string>, fallback: string) => {
    setAlert('');
    try {
      notify(await work());
    } catch (error) {
      setAlert(errorMessage(error, fallback));
    }
  };
  const doIssue = () =>
    run(async () => {
      setAsking(null);
      const { nfse: done } = await issue.mutateAsync(undefined);
      return `NFS-e nº ${done.numero_nfse} emitida.`;
    }, 'Não foi possível emitir a NFS-e.');

  return (
    <section className="mt-4 rounded-lg border border-slate-200 p-3" aria-label="NFS-e">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
        NFS-e {nfse && <Tag tone={TONES[nfse.status]}>{NFSE_STATUS_LABELS[nfse.status]}</Tag>}
      </h3>
      {nfse && <StateLine nfse={nfse} />}
      <div className="mt-2 flex flex-wrap gap-2">
        {canIssue && (
          <ActionButton icon={Send} disabled={issue.isPending} onClick={() => setAsking('issue')}>
            {issue.isPending ? 'Emitindo...' : 'Emitir NFS-e'}
          </ActionButton>
        )}
        {issued && (
          <>
            <a href={danfsePath(title.id)} className={buttonClasses('outline')} download>
              <FileText className="h-4 w-4" aria-hidden="true" /> DANFSe (PDF)
            </a>
            <a href={nfseXmlPath(title.id)} className={buttonClasses('outline')} download>
              <FileCode className="h-4 w-4" aria-hidden="true" /> XML
            </a>
            {nfse?.status === 'emitida' && (
              <ActionButton
                icon={Mail}
                variant="outline"
                disabled={send.isPending}
                onClick={() =>
                  void run(async () => {
                    const { enviado_para } = await send.mutateAsync();
                    return `NFS-e enviada para ${enviado_para}.`;
                  }, 'Não foi possível enviar a NFS-e.')
                }
              >
                {send.isPending ? 'Enviando...' : 'Enviar NFS-e por e-mail'}
              </ActionButton>
            )}
          </>
        )}
        {nfse?.status === 'emitida' && (
          <ActionButton icon={Ban} variant="outline" onClick={() => setAsking('cancel')}>
            Cancelar NFS-e
          </ActionButton>
        )}
      </div>
      <div className="mt-2">
        <FormAlert message={alert} />
      </div>
      {asking === 'issue' && (
        <ConfirmDialog
          tone="brand"
          title="Emitir a NFS-e desta conta?"
          message="A DPS é assinada com o certificado digital da empresa e enviada à API nacional da NFS-e, no ambiente das configurações fiscais. Uma NFS-e emitida só deixa de valer por cancelamento."
          confirmLabel="Emitir NFS-e"
          pending={issue.isPending ? 'Emitindo...' : undefined}
          onConfirm={() => void doIssue()}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'cancel' && nfse && (
        <Suspense>
          <NfseCancelDialog titleId={title.id} nfse={nfse} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </section>
  );
}
