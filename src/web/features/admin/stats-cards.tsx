import { useQuery } from '@tanstack/react-query';
import { Building2, CheckCircle2, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { conversionRate } from '../../../domain/admin/companies-values.ts';
import { Loaded } from '../../components/loaded.tsx';
import { statsQuery } from './companies/api.ts';

/**
 * The admin's stats cards (spec part 2 §2): companies, users, active companies with the
 * conversion rate, awaiting payment — one aggregate on the server (see domain/admin/stats.ts).
 */
export function AdminStats() {
  const stats = useQuery(statsQuery);
  return (
    <section aria-label="Resumo da plataforma" className="mt-4">
      <Loaded query={stats} error="Não foi possível carregar os números da plataforma.">
        {(s) => (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Card icon={<Building2 />} label="Total de Empresas" value={s.total_companies} />
            <Card icon={<Users />} label="Total de Usuários" value={s.total_users} />
            <Card
              icon={<CheckCircle2 />}
              label="Empresas Ativas"
              value={s.active_companies}
              note={`${conversionRate(s)} de conversão`}
            />
            <Card icon={<Clock />} label="Aguardando Pagamento" value={s.awaiting_payment} />
          </dl>
        )}
      </Loaded>
    </section>
  );
}

function Card(props: { icon: ReactNode; label: string; value: number; note?: string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-700 [&>svg]:h-4 [&>svg]:w-4 [&>svg]:text-brand-700">
        {props.icon}
        {props.label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">
        {props.value.toLocaleString('pt-BR')}
      </dd>
      {props.note && <dd className="text-sm text-ink-600">{props.note}</dd>}
    </div>
  );
}
