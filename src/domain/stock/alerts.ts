import { addDays } from '../dates.ts';
import { formatDate, formatDecimal } from '../format.ts';
import { containerStatus } from './containers.ts';
import { EXPIRY_WARNING_DAYS, type ShortfallReason, type StockAlertKind } from './values.ts';
import { counted } from '../plural.ts';

/** One stock alert for the dashboard and the stock page: what, about which record, and when. */
export type StockAlert = {
  tipo: StockAlertKind;
  mensagem: string;
  /** The product, lot, obligation or shortfall it is about. */
  referencia: string;
  data: string | null;
};

export type AlertInput = {
  /** Per item: its balance, its unit and the minimum set for it (null: none). */
  balances: {
    id: string;
    nome: string;
    unidade: string;
    quantidade: number;
    minimo: number | null;
  }[];
  /** Lots that still hold something. */
  lots: {
    id: string;
    nome: string;
    lote: string;
    validade: string | null;
    saldo: number;
    unidade: string;
  }[];
  /** Container obligations still owed. */
  containers: { id: string; nome: string; devolver_ate: string; pendentes: number }[];
  /** Consumption a conclusion could not take from stock, still open, and why (default: no stock). */
  shortfalls: {
    id: string;
    nome: string;
    operacao: string;
    quantidade: number;
    unidade: string;
    motivo?: ShortfallReason;
  }[];
};

const amount = (quantity: number, unit: string) => `${formatDecimal(quantity, 3)} ${unit}`;

/** Whether a balance is low: a minimum is set and the balance is at or below it. */
export const isLow = (quantidade: number, minimo: number | null) =>
  minimo !== null && minimo > 0 && quantidade <= minimo;

/**
 * Whether a lot expires within `days` of `today` (or has expired), as a check made once for
 * many lots: the window's last day is worked out once, not per lot.
 */
export function expiresSoonOn(today: string, days = EXPIRY_WARNING_DAYS) {
  const last = addDays(today, days);
  return (validade: string | null) => validade !== null && validade <= last;
}

/** Whether a lot expires within `days` of `today` (or has expired). */
export const expiresSoon = (validade: string | null, today: string, days = EXPIRY_WARNING_DAYS) =>
  expiresSoonOn(today, days)(validade);

/**
 * The stock's alerts on `today`: balances at or below their minimum, lots expired or expiring
 * within 30 days, containers overdue or due within 30 days, and consumption recorded without
 * stock. Expired and overdue first, then by date.
 */
export function stockAlerts(input: AlertInput, today: string): StockAlert[] {
  const alerts: StockAlert[] = [];
  for (const b of input.balances)
    if (isLow(b.quantidade, b.minimo))
      alerts.push({
        tipo: 'estoque_baixo',
        mensagem: `${b.nome}: saldo ${amount(b.quantidade, b.unidade)}, mínimo ${amount(b.minimo!, b.unidade)}.`,
        referencia: b.id,
        data: null,
      });
  for (const lot of input.lots) {
    if (lot.saldo <= 0 || !expiresSoon(lot.validade, today)) continue;
    const expired = lot.validade! < today;
    alerts.push({
      tipo: expired ? 'lote_vencido' : 'lote_vencendo',
      mensagem: `${lot.nome}, lote ${lot.lote} (${amount(lot.saldo, lot.unidade)}): ${expired ? 'vencido em' : 'vence em'} ${formatDate(lot.validade)}.`,
      referencia: lot.id,
      data: lot.validade,
    });
  }
  for (const c of input.containers) {
    const status = containerStatus(c.pendentes, c.devolver_ate, today);
    if (status !== 'vencida' && status !== 'vence_em_breve') continue;
    alerts.push({
      tipo: status === 'vencida' ? 'embalagens_vencidas' : 'embalagens_vencendo',
      mensagem: `${counted(c.pendentes, 'embalagem vazia', 'embalagens vazias')} de ${c.nome}: devolução ${status === 'vencida' ? 'vencida em' : 'até'} ${formatDate(c.devolver_ate)}.`,
      referencia: c.id,
      data: c.devolver_ate,
    });
  }
  for (const s of input.shortfalls)
    alerts.push({
      tipo: 'consumo_sem_saldo',
      mensagem:
        s.motivo === 'lote_vencido'
          ? `Operação ${s.operacao}: ${amount(s.quantidade, s.unidade)} de ${s.nome} sem lote válido na data da aplicação (lote vencido).`
          : `Operação ${s.operacao}: ${amount(s.quantidade, s.unidade)} de ${s.nome} consumidos sem saldo em estoque.`,
      referencia: s.id,
      data: null,
    });
  const rank = (a: StockAlert) =>
    ['lote_vencido', 'embalagens_vencidas', 'consumo_sem_saldo'].includes(a.tipo) ? 0 : 1;
  return alerts.sort(
    (a, b) => rank(a) - rank(b) || (a.data ?? '9999').localeCompare(b.data ?? '9999'),
  );
}
