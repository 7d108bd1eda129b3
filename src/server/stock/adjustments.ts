import { eq } from 'drizzle-orm';
import { formatDecimal } from '../../domain/format.ts';
import type { AdjustmentInput } from '../../domain/stock/contracts.ts';
import { roundQuantity } from '../../domain/stock/units.ts';
import type { Db } from '../db/database.ts';
import { products, stockMovements } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { itemName } from './lot-rows.ts';
import { lockLot, moveLot, type Author, type StockItem } from './lots.ts';
import { movementsWhere } from './movements.ts';

/** 'Glifosato Nortox' or 'Jet A-1'. */
async function nameOf(
  db: Db,
  item: { product_id: string | null; combustivel: StockItem['combustivel'] },
) {
  if (!item.product_id) return itemName(null, item.combustivel ?? null);
  const [row] = await db
    .select({ nome: products.nome_comercial })
    .from(products)
    .where(eq(products.id, item.product_id));
  return row?.nome ?? '—';
}

/**
 * The 409 of an exit larger than the stock: which item, how much is missing, what there is;
 * `expired`: an expired lot holds some of what is missing, which is never used.
 */
export function stockShort(
  nome: string,
  missing: number,
  available: number,
  unit: string,
  expired = 0,
) {
  const amount = (value: number) => `${formatDecimal(value, 3)} ${unit}`;
  const note = expired > 0 ? '; lote vencido não é usado' : '';
  return new AppError(
    'STOCK_SHORT',
    { quantidade: `Faltam ${amount(missing)} de ${nome}.` },
    `Saldo insuficiente de ${nome}: faltam ${amount(missing)} (saldo ${amount(available)}${note}).`,
  );
}

/**
 * A manual adjustment of one lot, in one transaction with the lot locked: losses, expiry and
 * transfers take a quantity out — never more than the lot holds —, an inventory sets the lot to
 * what was counted. Each is an `ajuste` with its reason and explanation.
 */
export async function adjustLot(db: Db, author: Author, input: AdjustmentInput) {
  return db.transaction(async (tx) => {
    const lot = await lockLot(tx, input.lot_id);
    if (!lot) throw new AppError('VALIDATION_FAILED', { lot_id: 'Lote não encontrado.' });
    const delta =
      input.motivo === 'inventario'
        ? roundQuantity(input.saldo_contado! - lot.saldo)
        : -input.quantidade!;
    if (delta === 0)
      throw new AppError('VALIDATION_FAILED', {
        saldo_contado: 'O saldo contado é igual ao saldo do lote: nada a ajustar.',
      });
    if (lot.saldo + delta < 0)
      throw stockShort(
        `${await nameOf(tx, lot)}, lote ${lot.lote}`,
        roundQuantity(-(lot.saldo + delta)),
        lot.saldo,
        lot.unidade,
      );
    const item = lot.product_id
      ? { product_id: lot.product_id }
      : { combustivel: lot.combustivel! };
    const movement = await moveLot(tx, author, lot, item, {
      kind: 'ajuste',
      quantity: delta,
      motivo: input.motivo,
      reason: input.observacao,
    });
    const [row] = await movementsWhere(tx, eq(stockMovements.id, movement.id));
    return row!;
  });
}
