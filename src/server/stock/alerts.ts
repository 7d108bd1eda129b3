import { sql } from 'drizzle-orm';
import { stockAlerts, type StockAlert } from '../../domain/stock/alerts.ts';
import { queryRows, type Db } from '../db/database.ts';
import { alertInput, stockAlertInputSql, type AlertInputRows } from './alert-input.ts';

/**
 * The company's stock alerts on `today` ('YYYY-MM-DD' in São Paulo): balances at or below their
 * minimum, lots expired or expiring within 30 days, empty containers overdue or due within 30
 * days, consumption concluded without stock. For `/estoque` (the dashboard reads the same
 * query inside its own statement); `db` is the company's scope (`request.tenant`).
 */
export async function loadStockAlerts(
  db: Db,
  companyId: string,
  today: string,
): Promise<StockAlert[]> {
  const [row] = await queryRows<{ input: AlertInputRows }>(
    db,
    sql`select (${stockAlertInputSql(companyId, today)}) as input`,
  );
  return stockAlerts(alertInput(row!.input), today);
}
