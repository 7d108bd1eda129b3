import { APP_NAME } from '../../../domain/constants.ts';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { useMe } from '../../lib/session.ts';
import { MapaDue } from './mapa-due.tsx';

/** /dashboard: the company at a glance (its figures arrive with the operations). */
export function DashboardPage() {
  const { data: me } = useMe();
  const membership = me?.membership;
  const company = membership?.company;
  return (
    <>
      <title>{`Dashboard — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">Dashboard</h1>
      {membership && company ? (
        <section className="mt-6 rounded-2xl border border-brand-100 bg-white p-6">
          <p className="text-lg font-semibold text-ink-900">{company.company_name}</p>
          <p className="mt-1 text-ink-600">{ROLE_LABELS[membership.role]}</p>
          {company.subscription_status === 'trial' && (
            <p className="mt-4 inline-block rounded-full bg-accent-300/40 px-3 py-1 text-sm font-medium text-ink-900">
              Teste grátis: {company.trial_days_remaining}{' '}
              {company.trial_days_remaining === 1 ? 'dia restante' : 'dias restantes'}
            </p>
          )}
        </section>
      ) : (
        <p className="mt-6 text-ink-700">Sua conta ainda não pertence a uma empresa.</p>
      )}
      {membership && membership.role !== 'pilot' && <MapaDue />}
    </>
  );
}
