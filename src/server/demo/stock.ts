import { addDays } from 'date-fns/addDays';
import { formatISO } from 'date-fns/formatISO';
import { totalQuantity } from '../../domain/operations/quantities.ts';
import type { EntryInput } from '../../domain/stock/contracts.ts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema/index.ts';
import { createEntry } from '../stock/entries.ts';
import type { Author } from '../stock/lots.ts';

/** What the demo's products cost a litre and the package they come in. */
const PRICES: Record<string, { cents: number; package: number }> = {
  'Fox Xpro': { cents: 18_900, package: 5 },
  'Engeo Pleno S': { cents: 14_200, package: 5 },
  'Roundup Original Mais': { cents: 3_150, package: 20 },
  Assist: { cents: 2_480, package: 20 },
};

/**
 * The demo season's purchase: one NF, dated before the first flight, with a lot of each product
 * its concluded flights use — a fifth more than they take — in rigid washable packages, so the
 * stock page shows balances, lots and containers owed, and no flight concludes short.
 */
export async function stockDemoSeason(
  tx: Db,
  owner: Author,
  flights: { status?: string | null; area_ha?: number | null }[],
  lines: { seq: number; product: { id: string; dose: number } }[],
  date: Date,
) {
  const need = new Map<string, number>();
  for (const { seq, product } of lines) {
    const flight = flights[seq]!;
    if (flight.status !== 'concluida' || !flight.area_ha) continue;
    need.set(product.id, (need.get(product.id) ?? 0) + totalQuantity(flight.area_ha, product.dose));
  }
  if (need.size === 0) return;
  const names = new Map(
    (
      await tx
        .select({ id: products.id, nome: products.nome_comercial })
        .from(products)
        .where(inArray(products.id, [...need.keys()]))
    ).map((row) => [row.id, row.nome]),
  );
  const day = (offset: number) => formatISO(addDays(date, offset), { representation: 'date' });
  const linhas: EntryInput['linhas'] = [...need].map(([id, quantity], index) => {
    const name = names.get(id) ?? 'Produto';
    const price = PRICES[name] ?? { cents: 5_000, package: 20 };
    return {
      product_id: id,
      combustivel: null,
      codigo_fornecedor: `DEMO-${index + 1}`,
      lote: `${name.slice(0, 3).toUpperCase()}-${day(0).slice(0, 4)}-${index + 1}`,
      quantidade: Math.ceil((quantity * 1.2) / price.package) * price.package,
      unidade: 'L',
      custo_unitario_cents: price.cents,
      fabricacao: day(-90),
      validade: day(640),
      embalagem: { tipo: 'rigida_lavavel', capacidade: price.package, quantidade: null },
    };
  });
  await createEntry(tx, owner, {
    fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '33445566000186' },
    nf_numero: '4411',
    nf_serie: '1',
    nf_data: day(0),
    chave_acesso: null,
    local_devolucao: 'Central de recebimento inpEV de Sorriso-MT',
    linhas,
    vencimentos: [],
  });
}
