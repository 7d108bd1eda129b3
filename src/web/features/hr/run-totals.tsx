import type { PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { StatCard } from '../../components/stat-card.tsx';

const CARDS = [
  { label: 'Proventos', key: 'proventos_cents' },
  { label: 'Descontos', key: 'descontos_cents' },
  { label: 'Líquido', key: 'liquido_cents' },
  { label: 'INSS', key: 'inss_cents' },
  { label: 'IRRF', key: 'irrf_cents' },
  { label: 'FGTS a recolher', key: 'fgts_cents' },
] as const;

/** A run's totals: proventos, descontos, líquido, and the INSS, IRRF and FGTS it owes. */
export function RunTotals({ run }: { run: PayrollRunView }) {
  return (
    <dl
      aria-label="Totais da folha"
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={formatBRL(run[card.key])} />
      ))}
    </dl>
  );
}
