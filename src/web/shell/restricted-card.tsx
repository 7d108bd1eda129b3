import { ShieldAlert } from 'lucide-react';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { ButtonLink } from '../components/button-link.tsx';
import { paths } from '../paths.ts';
import { GateCard } from './gate-card.tsx';

/** What a user the role guard withholds a page from sees instead (`role-guard.tsx`). */
export function RestrictedCard(props: {
  role: CompanyRole | undefined;
  platformAdmin?: boolean;
  pilotNote?: string;
}) {
  return (
    <GateCard icon={ShieldAlert} title="Acesso Restrito">
      <p className="mt-2 text-ink-700">
        {props.platformAdmin
          ? 'Apenas administradores globais do sistema podem acessar esta área.'
          : 'Você não tem permissão para acessar esta área do sistema.'}
      </p>
      {props.role === 'pilot' && !props.platformAdmin && (
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
