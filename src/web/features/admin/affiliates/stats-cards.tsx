import { useQuery } from '@tanstack/react-query';
import type { AffiliateStats } from '../../../../domain/affiliates/admin-contracts.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { counted } from '../../../../domain/plural.ts';
import { Loaded } from '../../../components/loaded.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { statsQuery } from './api.ts';

const cards = (s: AffiliateStats) => [
  { label: 'Total Afiliados', value: String(s.total), note: counted(s.ativos, 'ativo', 'ativos') },
  { label: 'Comissões Totais', value: formatBRL(s.comissoes_totais), note: 'Desde o início' },
  { label: 'Comissões Pendentes', value: formatBRL(s.comissoes_pendentes), note: 'A aprovar' },
  { label: 'Pagamentos Pendentes', value: formatBRL(s.pagamentos_pendentes), note: 'A processar' },
];

/** The four cards of the tab (spec part 2 §2). */
export function AffiliateStatsCards() {
  return (
    <Loaded query={useQuery(statsQuery)} error="Não foi possível carregar os totais dos afiliados.">
      {(stats) => (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {cards(stats).map((card) => (
            <StatCard key={card.label} {...card} />
          ))}
        </dl>
      )}
    </Loaded>
  );
}
