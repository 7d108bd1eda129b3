import { isNull } from 'drizzle-orm';
import { stockAlerts, type StockAlert } from '../../domain/stock/alerts.ts';
import type { Db } from '../db/database.ts';
import { stockShortfalls } from '../db/schema/index.ts';
import { loadBalances } from './balances.ts';
import { containerObligations } from './containers.ts';
import { shortfallsWhere } from './shortfalls.ts';

/**
 * The company's stock alerts on `today` ('YYYY-MM-DD' in São Paulo): balances at or below their
 * minimum, lots expired or expiring within 30 days, empty containers overdue or due within 30
 * days, consumption concluded without stock. For the dashboard's alerts and `/estoque`; `db`
 * is the company's scope (`request.tenant`).
 */
export async function loadStockAlerts(db: Db, today: string): Promise<StockAlert[]> {
  const { itens } = await loadBalances(db, today, { baixo: false, vencendo: false });
  const containers = await containerObligations(db, today);
  const shortfalls = await shortfallsWhere(db, isNull(stockShortfalls.resolvida_em));
  return stockAlerts(
    {
      balances: itens.map((item) => ({
        id: item.product_id ?? item.combustivel!,
        nome: item.nome,
        unidade: item.unidade,
        quantidade: item.quantidade,
        minimo: item.minimo,
      })),
      lots: itens.flatMap((item) => item.lotes),
      containers: containers.filter((row) => row.pendentes > 0),
      shortfalls,
    },
    today,
  );
}
