import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import type { Member } from '../../../domain/companies/contracts.ts';
import type { CompanyRole } from '../../../domain/companies/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { ActionError } from '../../components/action-error.tsx';
import { membersQuery, useSetMemberActive } from './api.ts';

/**
 * The company's members. Owners manage everyone but themselves; admins manage pilots. A
 * deactivated member loses access and stops being billed; reactivating bills the seat again.
 */
export function MembersList({ me }: { me: { userId: string; role: CompanyRole } }) {
  const members = useQuery(membersQuery);
  const [confirming, setConfirming] = useState<Member | null>(null);
  const change = useSetMemberActive();
  const manages = (m: Member) =>
    m.role !== 'owner' &&
    m.user_id !== me.userId &&
    (me.role === 'owner' || (me.role === 'admin' && m.role === 'pilot'));

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink-900">Membros</h2>
      <Loaded query={members} error="Não foi possível carregar os membros.">
        {(list) => (
          <ul className="mt-3 divide-y divide-brand-50">
            {list.map((m) => (
              <li
                key={m.user_id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <span
                  className={`min-w-0 [overflow-wrap:anywhere] ${m.active ? 'text-ink-900' : 'text-ink-600 line-through'}`}
                >
                  {m.email}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                    {ROLE_LABELS[m.role]}
                  </span>
                  {!m.active && (
                    <span className="rounded-full bg-ink-900/5 px-3 py-1 text-sm font-medium text-ink-700">
                      Inativo
                    </span>
                  )}
                  {manages(m) &&
                    (m.active ? (
                      <button
                        type="button"
                        onClick={() => setConfirming(m)}
                        disabled={change.isPending}
                        className={buttonClasses('ghost')}
                      >
                        Desativar
                      </button>
                    ) : (
                      <button
                        type="button"
                        onClick={() => change.mutate({ member: m, active: true })}
                        disabled={change.isPending}
                        className={buttonClasses('outline')}
                      >
                        Reativar
                      </button>
                    ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <ActionError error={change.error} />
      {confirming && (
        <ConfirmDialog
          title="Desativar membro?"
          message={`${confirming.email} perde o acesso à empresa e deixa de ser cobrado na assinatura. Você pode reativá-lo depois.`}
          confirmLabel="Desativar"
          onConfirm={() => {
            change.mutate({ member: confirming, active: false });
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
