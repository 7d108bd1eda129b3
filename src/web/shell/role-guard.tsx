import { ShieldAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { ButtonLink } from '../components/button-link.tsx';
import { useMe } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { GateCard } from './gate-card.tsx';

/**
 * Spec part 1 §2 'Role guard': the page for the allowed roles (or platform admins), else the
 * 'Acesso Restrito' card. The server refuses the same users with 403; this is the courtesy.
 */
export function RoleGuard(props: {
  roles?: CompanyRole[];
  platformAdmin?: boolean;
  /** The sentence for pilots; the financial areas' by default (spec part 1 §2). */
  pilotNote?: string;
}) {
  const { data: me } = useMe();
  const role = me?.membership?.role;
  const allowed = props.platformAdmin
    ? Boolean(me?.user.isPlatformAdmin)
    : Boolean(role && props.roles?.includes(role));
  if (allowed) return <Outlet />;
  return (
    <GateCard icon={ShieldAlert} title="Acesso Restrito">
      <p className="mt-2 text-ink-700">
        {props.platformAdmin
          ? 'Apenas administradores globais do sistema podem acessar esta área.'
          : 'Você não tem permissão para acessar esta área do sistema.'}
      </p>
      {role === 'pilot' && !props.platformAdmin && (
        <p className="mt-2 text-ink-700">
          {props.pilotNote ?? 'Pilotos não têm acesso à área financeira.'}
        </p>
      )}
      <div className="mt-6">
        <ButtonLink to={paths.dashboard}>Voltar ao Dashboard</ButtonLink>
      </div>
    </GateCard>
  );
}
