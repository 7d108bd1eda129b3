import { sql } from 'drizzle-orm';
import { ageingBucket } from '../../domain/accounting/ageing.ts';
import type { Ageing, AgeingRow, BucketAmounts } from '../../domain/accounting/report-contracts.ts';
import { AGEING_BUCKETS } from '../../domain/accounting/values.ts';
import { comparePtBr } from '../../domain/format.ts';
import { queryRows, type Db } from '../db/database.ts';
import { openInstallmentsSql } from './report-sql.ts';

type OpenRow = { client_id: string | null; cliente: string; vencimento: string; saldo: string };

const noAmounts = () =>
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as BucketAmounts;

/**
 * The ageing of open receivables on `today` (São Paulo): what each client still owes, by how
 * long overdue (`ageingBucket`), the largest debt first; receivables without a client under
 * the name typed with them.
 */
export async function loadAgeing(db: Db, companyId: string, today: string): Promise<Ageing> {
  const rows = await queryRows<OpenRow>(
    db,
    sql`select o.client_id, coalesce(c.nome, o.contraparte, 'Sem cliente') as cliente,
        to_char(o.vencimento, 'YYYY-MM-DD') as vencimento, o.saldo
      from (${openInstallmentsSql(companyId)}) o left join clients c on c.id = o.client_id
      where o.lado = 'receber'`,
  );
  const clients = new Map<string, AgeingRow>();
  const totais = noAmounts();
  for (const row of rows) {
    const key = row.client_id ?? `nome:${row.cliente}`;
    let client = clients.get(key);
    if (!client) {
      client = {
        client_id: row.client_id,
        cliente: row.cliente,
        faixas: noAmounts(),
        total_cents: 0,
      };
      clients.set(key, client);
    }
    const bucket = ageingBucket(row.vencimento, today);
    const saldo = Number(row.saldo);
    client.faixas[bucket] += saldo;
    client.total_cents += saldo;
    totais[bucket] += saldo;
  }
  return {
    hoje: today,
    clientes: [...clients.values()].sort(
      (a, b) => b.total_cents - a.total_cents || comparePtBr(a.cliente, b.cliente),
    ),
    totais,
    total_cents: AGEING_BUCKETS.reduce((sum, bucket) => sum + totais[bucket], 0),
  };
}
