import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingInvite } from '../../../../domain/admin/people.ts';
import { ROLE_LABELS } from '../../../../domain/companies/badges.ts';
import { formatDay } from '../../../../domain/format.ts';
import { ErrorLine } from '../../../components/action-error.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { RecordRow, RowAction } from '../../../components/record-row.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { pendingInvitesQuery, useInviteAction } from './api.ts';

const FAILED = 'Algo deu errado. Tente novamente.';

/**
 * Every company's pending invites whose e-mail or company has `busca`, each resent (a new
 * link) or cancelled after confirming.
 */
export function PendingInvites(props: { busca: string }) {
  // A new search starts on its first page. The list is not remounted for it (a key): that would
  // drop the answer of a resend still on its way, and with it the confirmation.
  const [paged, setPaged] = useState({ busca: props.busca, pagina: 1 });
  const pagina = paged.busca === props.busca ? paged.pagina : 1;
  const setPagina = (next: number) => setPaged({ busca: props.busca, pagina: next });
  const invites = useQuery(pendingInvitesQuery(props.busca, pagina));
  const action = useInviteAction();
  const [cancelling, setCancelling] = useState<PendingInvite | null>(null);
  const [error, setError] = useState('');

  const resend = (invite: PendingInvite) => {
    setError('');
    action.mutate(
      { action: 'resend', id: invite.id },
      {
        onSuccess: (answer) =>
          answer?.emailSent
            ? notify('Convite reenviado!')
            : setError(
                'O convite foi renovado, mas o e-mail não pôde ser enviado. Tente novamente.',
              ),
        onError: (failure) => setError(errorMessage(failure, FAILED)),
      },
    );
  };

  return (
    <section aria-labelledby="convites-pendentes" className="mt-8">
      <h2 id="convites-pendentes" className="text-lg font-semibold text-ink-900">
        Convites pendentes
      </h2>
      <ErrorLine message={error} />
      <PagedItems
        query={invites}
        error="Não foi possível carregar os convites. Tente novamente."
        empty={
          <ListEmpty
            filtered={props.busca.trim() !== ''}
            noMatch="Nenhum convite pendente para esta busca."
            none="Nenhum convite pendente"
          />
        }
        page={pagina}
        onPage={setPagina}
        className="mt-3 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white px-4"
        item={(invite) => (
          <RecordRow
            key={invite.id}
            title={invite.email}
            detail={
              <>
                {invite.company_name} · {ROLE_LABELS[invite.role]} · enviado em{' '}
                {formatDay(invite.created_at)}
              </>
            }
          >
            <div className="flex gap-2">
              <RowAction
                onClick={() => resend(invite)}
                disabled={action.isPending}
                label={`Reenviar convite para ${invite.email}`}
              >
                Reenviar
              </RowAction>
              <RowAction
                tone="danger"
                onClick={() => setCancelling(invite)}
                label={`Cancelar convite para ${invite.email}`}
              >
                Cancelar
              </RowAction>
            </div>
          </RecordRow>
        )}
      />
      {cancelling && (
        <ConfirmDialog
          title="Cancelar convite"
          message={`O link enviado para ${cancelling.email} (${cancelling.company_name}) deixará de funcionar.`}
          confirmLabel="Cancelar convite"
          pending={action.isPending ? 'Cancelando…' : undefined}
          onCancel={() => setCancelling(null)}
          onConfirm={() =>
            action.mutate(
              { action: 'cancel', id: cancelling.id },
              {
                onSuccess: () => {
                  setCancelling(null);
                  notify('Convite cancelado.');
                },
                onError: (failure) => {
                  setCancelling(null);
                  setError(errorMessage(failure, FAILED));
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
