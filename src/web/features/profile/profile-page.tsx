import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { Suspense } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { Staged } from '../../components/staged.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useMe } from '../../lib/session.ts';
import { profileHeading } from '../../headings/profile.ts';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';

// The company's data and panels, drawn after the first paint: their code loads then.
const CompanySections = lazyComponent(() =>
  import('./company-sections.tsx').then((m) => m.CompanySections),
);

/** /perfil: my account, my company, its members and (owners and admins) its invites. */
export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return null;
  const membership = me.membership;
  return (
    <>
      <PageHeader {...profileHeading} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {/* A section a task (`Staged`): the page's forms drawn at once were one React task of
            about 120 ms under Lighthouse's slowed CPU. The space of a screen holds the place of
            the company's sections until their code is here, as it does until they are drawn. */}
        <Staged first={1}>
          <section className="rounded-2xl border border-brand-100 bg-white p-6">
            <h2 className="text-lg font-semibold text-ink-900">Minha conta</h2>
            <p className="mt-2 [overflow-wrap:anywhere] text-ink-700">
              {me.user.email}
              {membership && ` · ${ROLE_LABELS[membership.role]}`}
            </p>
            <NameForm name={me.user.name} />
            <PasswordForm />
          </section>
          {membership && (
            <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
              <CompanySections membership={membership} userId={me.user.id} />
            </Suspense>
          )}
        </Staged>
      </div>
    </>
  );
}
