import { useQuery } from '@tanstack/react-query';
import { Building2, CheckCircle2, Clock, Users } from 'lucide-react';
import { conversionRate } from '../../../domain/admin/companies-values.ts';
import type { AdminStats as PlatformStats } from '../../../domain/admin/stats.ts';
import { Loaded } from '../../components/loaded.tsx';
import { PendingFigure, StatCard } from '../../components/stat-card.tsx';
import { statsQuery } from './companies/api.ts';

/** A count as the cards show it ('1.234'). */
const count = (n: number) => n.toLocaleString('pt-BR');

/**
 * The admin's stats cards (spec part 2 §2): companies, users, active companies with the
 * conversion rate, awaiting payment — one aggregate on the server (see domain/admin/stats.ts).
 * While it loads, the same cards with dashes hold their place, so the tabs below do not move
 * when the figures arrive (Lighthouse's CLS was 0.092 on a phone).
 */
export function AdminStats() {
  const stats = useQuery(statsQuery);
  return (
    <section aria-label="Resumo da plataforma" className="mt-4">
      <Loaded
        query={stats}
        error="Não foi possível carregar os números da plataforma."
        placeholder={<StatsCards />}
      >
        {(s) => <StatsCards stats={s} />}
      </Loaded>
    </section>
  );
}

function StatsCards({ stats: s }: { stats?: PlatformStats }) {
  const figure = (n: number | undefined) => (n === undefined ? <PendingFigure /> : count(n));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Building2} label="Total de Empresas" value={figure(s?.total_companies)} />
      <StatCard icon={Users} label="Total de Usuários" value={figure(s?.total_users)} />
      <StatCard
        icon={CheckCircle2}
        label="Empresas Ativas"
        value={figure(s?.active_companies)}
        note={s ? `${conversionRate(s)} de conversão` : <PendingFigure />}
      />
      <StatCard icon={Clock} label="Aguardando Pagamento" value={figure(s?.awaiting_payment)} />
    </dl>
  );
}
