import type { Db } from '../db/database.ts';
import { affiliateCommissions, affiliates } from '../db/schema/index.ts';

// Test data of the admin's Afiliados tab, written straight into the tables.

export async function insertAffiliate(
  db: Db,
  values: Partial<typeof affiliates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(affiliates)
    .values({
      nome_completo: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      cpf_cnpj: '52998224725',
      ...values,
    })
    .returning();
  return row!;
}

/** A pending commission of `valor` centavos made at `at`. */
export async function insertCommission(
  db: Db,
  affiliateId: string,
  valor: number,
  at: string,
  values: Partial<typeof affiliateCommissions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(affiliateCommissions)
    .values({
      affiliate_id: affiliateId,
      tipo_comissao: valor < 0 ? 'estorno' : 'mensalidade',
      valor_base: Math.abs(valor) * 5,
      valor_comissao: valor,
      created_at: new Date(at),
      ...values,
    })
    .returning();
  return row!;
}
