import type { AccountingSummary } from '../../../domain/accounting/report-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { PendingFigure, StatCard } from '../../components/stat-card.tsx';
import { longMonth } from './report-months.ts';

type Card = { label: string; cents: number; note?: string; tone?: 'warning' | 'signed' };

function cards(summary: AccountingSummary): Card[] {
  const overdue = summary.pagar_vencido_cents;
  return [
    { label: 'A receber em aberto', cents: summary.receber_aberto_cents },
    { label: 'A receber vencido', cents: summary.receber_vencido_cents, tone: 'warning' },
    {
      label: 'A pagar em aberto',
      cents: summary.pagar_aberto_cents,
      // Always a note, so the card keeps its height whether anything is overdue or not.
      note: overdue > 0 ? `${formatBRL(overdue)} vencido` : 'Nada vencido',
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

/** The cards' frame while the figures load: the same labels and lines, no figures yet. */
const LOADING: AccountingSummary = {
  mes: '2000-01',
  receber_aberto_cents: 0,
  receber_vencido_cents: 0,
  pagar_aberto_cents: 0,
  pagar_vencido_cents: 0,
  saldo_contas_cents: 0,
  resultado_mes_cents: 0,
};

/**
 * The figures at the top of the Resumo: what is open on each side, cash, the month's result.
 * Without `summary`, the cards' frame at their final size while the figures load.
 */
export function SummaryCards({ summary }: { summary?: AccountingSummary }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {cards(summary ?? LOADING).map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={summary ? formatBRL(card.cents) : <PendingFigure />}
          note={card.note && (summary ? card.note : <PendingFigure />)}
          alert={!!summary && alarming(card)}
        />
      ))}
    </dl>
  );
}
