import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SensitivePointInput, SensitivePointRow } from '../../domain/distances/contracts.ts';
import type { Place } from '../../domain/distances/measure.ts';
import type { Db } from '../db/database.ts';
import { properties, sensitivePoints } from '../db/schema/index.ts';
import type { Actor } from '../tenancy/actor.ts';
import { foundRow } from '../tenancy/locked-row.ts';

type Row = typeof sensitivePoints.$inferSelect;

const toApi = (row: Row): SensitivePointRow => ({
  id: row.id,
  property_id: row.property_id,
  tipo: row.tipo,
  nome: row.nome,
  geometria: row.geometria as SensitivePointRow['geometria'],
});

/** The property's sensitive points, by kind and name. */
export async function listPoints(db: Db, propertyId: string) {
  const rows = await db
    .select()
    .from(sensitivePoints)
    .where(eq(sensitivePoints.property_id, propertyId))
    .orderBy(asc(sensitivePoints.tipo), asc(sensitivePoints.nome), asc(sensitivePoints.created_at));
  return rows.map(toApi);
}

/** The sensitive points of several properties, by property (one query). */
export async function pointsOfProperties(db: Db, propertyIds: readonly string[]) {
  const byProperty = new Map<
    string,
    { tipo: Row['tipo']; nome: string | null; geometria: Place }[]
  >();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(sensitivePoints)
    .where(inArray(sensitivePoints.property_id, [...new Set(propertyIds)]));
  for (const row of rows) {
    const list = byProperty.get(row.property_id) ?? [];
    list.push({ tipo: row.tipo, nome: row.nome, geometria: row.geometria as Place });
    byProperty.set(row.property_id, list);
  }
  return byProperty;
}

/** Adds points to a property (one, or an import's many), all or none. */
export async function addPoints(
  db: Db,
  actor: Actor,
  propertyId: string,
  inputs: readonly SensitivePointInput[],
) {
  return db.transaction(async (tx) => {
    await foundRow(tx, properties, propertyId);
    if (inputs.length === 0) return [];
    const rows = await tx
      .insert(sensitivePoints)
      .values(
        inputs.map((input) => ({ ...input, company_id: actor.companyId, property_id: propertyId })),
      )
      .returning();
    return rows.map(toApi);
  });
}

export async function updatePoint(
  db: Db,
  actor: Pick<Actor, 'now'>,
  id: string,
  input: SensitivePointInput,
) {
  await foundRow(db, sensitivePoints, id);
  const [row] = await db
    .update(sensitivePoints)
    .set({ ...input, updated_at: actor.now })
    .where(eq(sensitivePoints.id, id))
    .returning();
  return toApi(row!);
}

export async function removePoint(db: Db, id: string) {
  await foundRow(db, sensitivePoints, id);
  await db.delete(sensitivePoints).where(and(eq(sensitivePoints.id, id)));
}
