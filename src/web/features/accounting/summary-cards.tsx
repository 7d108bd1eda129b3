import type { AccountingSummary } from '../../../domain/accounting/report-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { StatCard } from '../../components/stat-card.tsx';
import { longMonth } from './report-months.ts';

type Card = { label: string; cents: number; note?: string; tone?: 'warning' | 'signed' };

function cards(summary: AccountingSummary): Card[] {
  return [
    { label: 'A receber em aberto', cents: summary.receber_aberto_cents },
    { label: 'A receber vencido', cents: summary.receber_vencido_cents, tone: 'warning' },
    {
      label: 'A pagar em aberto',
      cents: summary.pagar_aberto_cents,
      note:
        summary.pagar_vencido_cents > 0
          ? `${formatBRL(summary.pagar_vencido_cents)} vencido`
          : undefined,
    },
    { label: 'Saldo em contas', cents: summary.saldo_contas_cents, tone: 'signed' },
    {
      label: 'Resultado do mês',
      cents: summary.resultado_mes_cents,
      note: longMonth(summary.mes),
      tone: 'signed',
    },
  ];
}

const alarming = (card: Card) =>
  (card.tone === 'warning' && card.cents > 0) || (card.tone === 'signed' && card.cents < 0);

/** The figures at the top of the Resumo: what is open on each side, cash, the month's result. */
export function SummaryCards({ summary }: { summary: AccountingSummary }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {cards(summary).map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={formatBRL(card.cents)}
          note={card.note}
          alert={alarming(card)}
        />
      ))}
    </dl>
  );
}
