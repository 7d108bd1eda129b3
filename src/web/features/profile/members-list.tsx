import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { Spinner } from '../../components/spinner.tsx';
import { membersQuery } from './api.ts';

export function MembersList() {
  const members = useQuery(membersQuery);
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink-900">Membros</h2>
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          Não foi possível carregar os membros.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-brand-50">
          {members.data.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0 [overflow-wrap:anywhere] text-ink-900">{m.email}</span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                {ROLE_LABELS[m.role]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
