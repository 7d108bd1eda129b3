import { Suspense } from 'react';
import type { Me } from '../../../domain/auth/contracts.ts';
import { Staged } from '../../components/staged.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { CompanyForm } from './company-form.tsx';

const ProfilePanels = lazyComponent(() =>
  import('./profile-panels.tsx').then((m) => m.ProfilePanels),
);

/**
 * /perfil's parts after 'Minha conta': the company's data, then its panels, a part a task
 * (`Staged`), in a chunk of their own that the page loads after its first paint.
 */
export function CompanySections(props: {
  membership: NonNullable<Me['membership']>;
  userId: string;
}) {
  const { membership } = props;
  return (
    <Staged first={1}>
      <section className="rounded-2xl border border-brand-100 bg-white p-6">
        <h2 className="text-lg font-semibold text-ink-900">Dados da empresa</h2>
        <CompanyForm company={membership.company} editable={membership.role === 'owner'} />
      </section>
      <Suspense fallback={null}>
        <ProfilePanels membership={membership} userId={props.userId} />
      </Suspense>
    </Staged>
  );
}
