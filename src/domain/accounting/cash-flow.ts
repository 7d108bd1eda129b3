import { monthAt } from '../dashboard/periods.ts';
import type { CashFlowMonth } from './report-contracts.ts';

/** A month's money of one kind: realised (payments) or projected (open installments), in and out. */
export type CashFlowFigure = {
  mes: string;
  entradas_realizadas_cents: number;
  saidas_realizadas_cents: number;
  entradas_previstas_cents: number;
  saidas_previstas_cents: number;
};

/** The months 'YYYY-MM' from `de` to `ate`, both included. */
export function monthKeys(de: string, ate: string): string[] {
  const keys: string[] = [];
  for (let key = de; key <= ate; key = monthAt(key, 1).key) keys.push(key);
  return keys;
}

/**
 * Every month of the period (those without money too) with the balance at its end: the opening
 * balance plus each month's realised and projected receipts minus payments, added up in order.
 */
export function cashFlowMonths(
  de: string,
  ate: string,
  opening: number,
  figures: CashFlowFigure[],
): CashFlowMonth[] {
  const byMonth = new Map(figures.map((figure) => [figure.mes, figure]));
  let balance = opening;
  return monthKeys(de, ate).map((mes) => {
    const figure = byMonth.get(mes) ?? {
      mes,
      entradas_realizadas_cents: 0,
      saidas_realizadas_cents: 0,
      entradas_previstas_cents: 0,
      saidas_previstas_cents: 0,
    };
    balance +=
      figure.entradas_realizadas_cents -
      figure.saidas_realizadas_cents +
      figure.entradas_previstas_cents -
      figure.saidas_previstas_cents;
    return { ...figure, saldo_acumulado_cents: balance };
  });
}
