import type { AffiliateProfile } from '../../../domain/affiliates/contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { StatCard } from '../../components/stat-card.tsx';

/** Total de indicações, Total de comissões, Saldo disponível (derived by the server). */
export function TotalsCards({ affiliate }: { affiliate: AffiliateProfile }) {
  const cards = [
    ['Total de indicações', String(affiliate.total_referidos)],
    ['Total de comissões', formatBRL(affiliate.total_comissoes)],
    ['Saldo disponível', formatBRL(affiliate.saldo_disponivel)],
  ] as const;
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-3">
      {cards.map(([label, value]) => (
        <StatCard key={label} label={label} value={value} />
      ))}
    </dl>
  );
}
