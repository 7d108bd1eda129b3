import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { FUTURE_RETURN } from '../../domain/stock/container-return-date.ts';
import { containerStatus } from '../../domain/stock/containers.ts';
import type { ContainerReturnInput } from '../../domain/stock/contracts.ts';
import type {
  ContainerObligation,
  ContainerReturn,
} from '../../domain/stock/container-contracts.ts';
import type { ContainerStatus } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import {
  products,
  stockContainerObligations,
  stockContainerReturnItems,
  stockContainerReturns,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { entryNf, withEntryNf } from './lot-rows.ts';
import type { Author } from './lots.ts';

const returned = sql<number>`coalesce((select sum(i.quantidade) from ${stockContainerReturnItems} i
  where i.obligation_id = ${stockContainerObligations.id}), 0)::int`;

/** Empty containers owed per entry line, with what went back and how each stands on `today`. */
export async function containerObligations(
  db: Db,
  today: string,
  filter: { situacao?: ContainerStatus; where?: SQL } = {},
): Promise<ContainerObligation[]> {
  const rows = await withEntryNf(
    db
      .select({
        o: stockContainerObligations,
        devolvidas: returned,
        nome: products.nome_comercial,
        ...entryNf,
      })
      .from(stockContainerObligations)
      .innerJoin(products, eq(products.id, stockContainerObligations.product_id))
      .$dynamic(),
    stockContainerObligations.entry_id,
  )
    .where(filter.where)
    .orderBy(asc(stockContainerObligations.devolver_ate), asc(products.nome_comercial));
  return rows
    .map(({ o, devolvidas, nome, nf_numero, fornecedor }) => {
      const pendentes = o.quantidade - devolvidas;
      return {
        id: o.id,
        entry_id: o.entry_id,
        nf_numero,
        fornecedor,
        product_id: o.product_id,
        nome,
        tipo: o.tipo,
        capacidade: o.capacidade,
        unidade: o.unidade,
        quantidade: o.quantidade,
        devolvidas,
        pendentes,
        devolver_ate: o.devolver_ate,
        local_devolucao: o.local_devolucao,
        situacao: containerStatus(pendentes, o.devolver_ate, today),
      };
    })
    .filter((row) => !filter.situacao || row.situacao === filter.situacao);
}

/** The list of `/estoque`'s containers tab and its counts. */
export async function containerList(db: Db, today: string, situacao?: ContainerStatus) {
  const all = await containerObligations(db, today);
  const count = (status: ContainerStatus) =>
    all.filter((row) => row.situacao === status).reduce((sum, row) => sum + row.pendentes, 0);
  return {
    embalagens: situacao ? all.filter((row) => row.situacao === situacao) : all,
    resumo: {
      pendentes: all.reduce((sum, row) => sum + row.pendentes, 0),
      vence_em_breve: count('vence_em_breve'),
      vencidas: count('vencida'),
    },
  };
}

/**
 * Records a return of empty containers, with the obligations it settles locked: never more
 * than each still owes (409 naming the line), never dated after today (400). The receipt file
 * is attached afterwards.
 */
export async function createContainerReturn(db: Db, author: Author, input: ContainerReturnInput) {
  if (input.data > todayInSaoPaulo(author.now))
    throw new AppError('VALIDATION_FAILED', { data: FUTURE_RETURN });
  const id = await db.transaction(async (tx) => {
    const ids = input.itens.map((item) => item.obligation_id);
    const locked = await tx
      .select({
        id: stockContainerObligations.id,
        quantidade: stockContainerObligations.quantidade,
      })
      .from(stockContainerObligations)
      .where(inArray(stockContainerObligations.id, ids))
      .orderBy(asc(stockContainerObligations.id))
      .for('update');
    const owed = new Map<string, number>();
    for (const row of locked) {
      const [back] = await tx
        .select({ n: sql<number>`coalesce(sum(${stockContainerReturnItems.quantidade}), 0)::int` })
        .from(stockContainerReturnItems)
        .where(eq(stockContainerReturnItems.obligation_id, row.id));
      owed.set(row.id, row.quantidade - back!.n);
    }
    const fields: Record<string, string> = {};
    input.itens.forEach((item, index) => {
      const left = owed.get(item.obligation_id);
      if (left === undefined) fields[`itens.${index}.obligation_id`] = 'Embalagem não encontrada.';
      else if (item.quantidade > left)
        fields[`itens.${index}.quantidade`] = `Restam ${left} embalagens a devolver desta linha.`;
      owed.set(item.obligation_id, (left ?? 0) - item.quantidade);
    });
    if (Object.values(fields).some((text) => text.startsWith('Embalagem')))
      throw new AppError('VALIDATION_FAILED', fields);
    if (Object.keys(fields).length > 0) throw new AppError('CONTAINERS_NOT_OWED', fields);
    const { itens, ...header } = input;
    const [row] = await tx
      .insert(stockContainerReturns)
      .values({ company_id: author.companyId, ...header, created_by: author.userId })
      .returning({ id: stockContainerReturns.id });
    await tx
      .insert(stockContainerReturnItems)
      .values(itens.map((item) => ({ company_id: author.companyId, return_id: row!.id, ...item })));
    return row!.id;
  });
  return findContainerReturn(db, id);
}

/** Returns with their lines, newest first (`where` picks them). */
export async function containerReturns(db: Db, where?: SQL): Promise<ContainerReturn[]> {
  const rows = await db
    .select()
    .from(stockContainerReturns)
    .where(where)
    .orderBy(desc(stockContainerReturns.data), desc(stockContainerReturns.created_at));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      item: stockContainerReturnItems,
      nome: products.nome_comercial,
      tipo: stockContainerObligations.tipo,
      capacidade: stockContainerObligations.capacidade,
      unidade: stockContainerObligations.unidade,
    })
    .from(stockContainerReturnItems)
    .innerJoin(
      stockContainerObligations,
      eq(stockContainerObligations.id, stockContainerReturnItems.obligation_id),
    )
    .innerJoin(products, eq(products.id, stockContainerObligations.product_id))
    .where(
      inArray(
        stockContainerReturnItems.return_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(products.nome_comercial));
  return rows.map((row) => ({
    id: row.id,
    data: row.data,
    unidade_recebimento: row.unidade_recebimento,
    numero_comprovante: row.numero_comprovante,
    triplice_lavagem: row.triplice_lavagem,
    comprovante: row.storage_key
      ? { nome_arquivo: row.nome_arquivo!, mime: row.mime!, tamanho: row.tamanho! }
      : null,
    itens: items
      .filter(({ item }) => item.return_id === row.id)
      .map(({ item, nome, tipo, capacidade, unidade }) => ({
        obligation_id: item.obligation_id,
        nome,
        tipo,
        capacidade,
        unidade,
        quantidade: item.quantidade,
      })),
    created_at: row.created_at.toISOString(),
  }));
}

export async function findContainerReturn(db: Db, id: string) {
  const [row] = await containerReturns(db, eq(stockContainerReturns.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
