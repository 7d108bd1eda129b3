import { useQuery } from '@tanstack/react-query';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminAffiliateInvite } from '../../../../domain/affiliates/admin-contracts.ts';
import { formatDay } from '../../../../domain/format.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { buttonClasses } from '../../../components/button-link.tsx';
import { ErrorLine } from '../../../components/action-error.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { Tag } from '../../../components/tag.tsx';
import { notify } from '../../../lib/notify.ts';
import { invitesQuery, useCancelInvite } from './api.ts';
import { InviteDialog } from './invite-dialog.tsx';

const STATUS = {
  pending: { label: 'Pendente', tone: 'warn' },
  expired: { label: 'Expirado', tone: 'muted' },
  accepted: { label: 'Aceito', tone: 'ok' },
} as const;

/** The invites sent (pending, expired, accepted), 'Convidar afiliado' and cancelling one. */
export function InvitesPanel() {
  const [pagina, setPagina] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [cancelling, setCancelling] = useState<AdminAffiliateInvite | null>(null);
  const invites = useQuery(invitesQuery(pagina));
  const cancel = useCancelInvite();
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async (invite: AdminAffiliateInvite) => {
    setFailed(null);
    try {
      await cancel.mutateAsync(invite.id);
      notify('Convite cancelado', invite.email);
      setCancelling(null);
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  const inviteButton = (
    <ActionButton icon={MailPlus} onClick={() => setInviting(true)}>
      Convidar afiliado
    </ActionButton>
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink-900">Convites enviados</h2>
        {inviteButton}
      </div>
      <PagedItems
        query={invites}
        error="Não foi possível carregar os convites. Tente novamente."
        empty={<EmptyState>Nenhum convite enviado.</EmptyState>}
        page={pagina}
        onPage={setPagina}
        className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white"
        item={(invite) => (
          <li key={invite.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink-900">{invite.email}</p>
              <p className="text-sm text-ink-600">
                Enviado em {formatDay(invite.created_at)}
                {invite.inviter_name && ` por ${invite.inviter_name}`}
                {invite.status === 'pending' && ` · expira em ${formatDay(invite.expires_at)}`}
              </p>
            </div>
            <Tag tone={STATUS[invite.status].tone}>{STATUS[invite.status].label}</Tag>
            {invite.status === 'pending' && (
              <button
                type="button"
                onClick={() => setCancelling(invite)}
                className={buttonClasses('outline')}
                aria-label={`Cancelar convite de ${invite.email}`}
              >
                Cancelar
              </button>
            )}
          </li>
        )}
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {cancelling && (
        <ConfirmDialog
          title="Cancelar convite?"
          message={`O link enviado a ${cancelling.email} deixa de funcionar.`}
          confirmLabel="Cancelar convite"
          pending={cancel.isPending ? 'Cancelando...' : undefined}
          onConfirm={() => void confirm(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <ErrorLine message={failed} />
        </ConfirmDialog>
      )}
    </>
  );
}
