import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import type { Invite } from '../../../domain/companies/contracts.ts';
import { formatDay } from '../../../domain/format.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { RecordRow, RowAction } from '../../components/record-row.tsx';
import { errorMessage } from '../../lib/api.ts';
import { invitesQuery, useInviteChange } from './api.ts';
import { InviteForm } from './invite-form.tsx';

/** Owners and admins: invite by e-mail, and resend or delete pending invites. */
export function InvitesPanel() {
  const invites = useQuery(invitesQuery);
  const change = useInviteChange();
  const [notice, setNotice] = useState('');
  const [deleting, setDeleting] = useState<Invite | null>(null);

  function act(action: 'resend' | 'delete', id: string, done: string) {
    setNotice('');
    change.mutate(
      { action, id },
      {
        onSuccess: () => setNotice(done),
        onError: (error) => setNotice(errorMessage(error, 'Algo deu errado. Tente novamente.')),
      },
    );
  }

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink-900">Convidar para a equipe</h2>
      <InviteForm />
      <h3 className="mt-8 font-semibold text-ink-900">Convites pendentes</h3>
      {notice && (
        <p role="status" className="mt-2 text-sm text-ink-700">
          {notice}
        </p>
      )}
      <Loaded query={invites} error="Não foi possível carregar os convites.">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-3 text-ink-600">Nenhum convite pendente</p>
          ) : (
            <ul className="mt-3 divide-y divide-brand-50">
              {list.map((invite) => (
                <RecordRow
                  key={invite.id}
                  title={invite.email}
                  detail={
                    <>
                      {ROLE_LABELS[invite.role]} · enviado em {formatDay(invite.created_at)}
                    </>
                  }
                >
                  <div className="flex gap-2">
                    <RowAction onClick={() => act('resend', invite.id, 'Convite reenviado!')}>
                      Reenviar
                    </RowAction>
                    <RowAction tone="danger" onClick={() => setDeleting(invite)}>
                      Excluir
                    </RowAction>
                  </div>
                </RecordRow>
              ))}
            </ul>
          )
        }
      </Loaded>
      {deleting && (
        <ConfirmDialog
          title="Excluir convite"
          message={`O link enviado para ${deleting.email} deixará de funcionar.`}
          confirmLabel="Excluir convite"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            act('delete', id, 'Convite excluído.');
          }}
        />
      )}
    </section>
  );
}
