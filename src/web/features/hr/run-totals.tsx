import type { PayrollRunDetail } from '../../../domain/hr/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';

const CARDS = [
  { label: 'Proventos', key: 'proventos_cents' },
  { label: 'Descontos', key: 'descontos_cents' },
  { label: 'Líquido', key: 'liquido_cents' },
  { label: 'INSS', key: 'inss_cents' },
  { label: 'IRRF', key: 'irrf_cents' },
  { label: 'FGTS a recolher', key: 'fgts_cents' },
] as const;

/** A run's totals: proventos, descontos, líquido, and the INSS, IRRF and FGTS it owes. */
export function RunTotals({ run }: { run: PayrollRunDetail }) {
  return (
    <dl
      aria-label="Totais da folha"
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-2xl border border-brand-100 bg-white p-4">
          <dt className="text-sm font-medium text-ink-600">{card.label}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900 tabular-nums">
            {formatBRL(run[card.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
