import type { AffiliateProfile } from '../../../domain/affiliates/contracts.ts';
import { formatBRL } from '../../../domain/money.ts';

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
        <div key={label} className="rounded-2xl border border-brand-100 bg-white p-4">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
