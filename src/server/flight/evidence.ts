// An operation's flight evidence: its coverage audit, kept in `flight_audits` and measured again
// when an import comes or goes or the plot's boundary changed; the product sprayed again and its
// cost at the lots the operation consumed.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FlightEvidence } from '../../domain/flight/contracts.ts';
import type { Area } from '../../domain/flight/shapes.ts';
import { treatedPlot } from '../../domain/flight/treated-plot.ts';
import type { Db } from '../db/database.ts';
import type { operations } from '../db/schema/index.ts';
import {
  flightAudits,
  flightImports,
  operationProducts,
  products,
  properties,
  stockMovements,
} from '../db/schema/index.ts';
import type { Actor } from '../tenancy/actor.ts';

type Operation = typeof operations.$inferSelect;

/** The treated plot: the operation's own (talhão), else the property's boundary. */
async function plotOf(db: Db, operation: Operation): Promise<Area | null> {
  const [row] = await db
    .select({ boundary: properties.boundary })
    .from(properties)
    .where(eq(properties.id, operation.property_id));
  return treatedPlot(operation.talhao, row?.boundary as Area | null);
}

/**
 * Measures the operation's imports against its plot and keeps the audit (none without imports),
 * with the flight lines' direction the croqui draws, measured once here rather than at every
 * report read; the report's choice of area stays as it was.
 */
export async function refreshAudit(db: Db, actor: Pick<Actor, 'companyId'>, operation: Operation) {
  const { coverageAudit } = await import('../../domain/flight/audit.ts');
  const { flightDirection } = await import('../../domain/flight/direction.ts');
  const imports = await db
    .select({ faixas: flightImports.faixas, linhas: flightImports.linhas })
    .from(flightImports)
    .where(eq(flightImports.operation_id, operation.id));
  if (imports.length === 0) {
    await db.delete(flightAudits).where(eq(flightAudits.operation_id, operation.id));
    return;
  }
  const plot = await plotOf(db, operation);
  const { figures, shapes } = coverageAudit(
    imports.flatMap((i) => i.faixas),
    plot,
  );
  const values = {
    talhao: plot,
    figuras: figures,
    formas: shapes,
    direcao_voo: flightDirection(imports.flatMap((i) => i.linhas)),
  };
  await db
    .insert(flightAudits)
    .values({ company_id: actor.companyId, operation_id: operation.id, ...values })
    .onConflictDoUpdate({ target: flightAudits.operation_id, set: values });
}

/** Per product of the operation: its dose and the consumed lots' cost per unit (null before). */
async function productCosts(db: Db, operationId: string) {
  const consumed = db
    .select({
      product_id: stockMovements.product_id,
      per_unit: sql<
        number | null
      >`sum(${stockMovements.valor_cents})::float8 / nullif(sum(${stockMovements.quantity}), 0)`.as(
        'per_unit',
      ),
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.operation_id, operationId),
        eq(stockMovements.kind, 'consumo'),
        isNull(stockMovements.reversed_by),
      ),
    )
    .groupBy(stockMovements.product_id)
    .as('consumed');
  const columns = {
    posicao: operationProducts.posicao,
    nome: products.nome_comercial,
    unidade: products.unidade,
    dose_por_ha: operationProducts.dose_por_ha,
    custo_unitario_cents: consumed.per_unit,
  };
  const lines = await db
    .select(columns)
    .from(products)
    .innerJoin(operationProducts, eq(operationProducts.product_id, products.id))
    .leftJoin(consumed, eq(consumed.product_id, products.id))
    .where(eq(operationProducts.operation_id, operationId));
  // In the operation's order of products.
  return lines.sort((a, b) => a.posicao - b.posicao).map(({ posicao: _, ...line }) => line);
}

/** The evidence as the API answers it, the audit measured again if the plot has changed. */
export async function flightEvidenceOf(
  db: Db,
  actor: Pick<Actor, 'companyId'>,
  operation: Operation,
): Promise<FlightEvidence> {
  const readAudit = async () =>
    (await db.select().from(flightAudits).where(eq(flightAudits.operation_id, operation.id)))[0];
  let audit = await readAudit();
  const plot = await plotOf(db, operation);
  if (audit && JSON.stringify(audit.talhao) !== JSON.stringify(plot)) {
    await refreshAudit(db, actor, operation);
    audit = await readAudit();
  }
  const imports = await db
    .select()
    .from(flightImports)
    .where(eq(flightImports.operation_id, operation.id))
    .orderBy(asc(flightImports.created_at));
  const { wastedProducts } = await import('../../domain/flight/audit.ts');
  const costs = audit ? await productCosts(db, operation.id) : [];
  return {
    talhao: plot,
    figuras: audit?.figuras ?? null,
    formas: audit?.formas ?? null,
    linhas: imports.flatMap((i) => i.linhas),
    area_declarada_ha: operation.area_ha,
    area_relatorio: (audit?.area_relatorio ?? 'declarada') as FlightEvidence['area_relatorio'],
    produtos: audit
      ? wastedProducts(
          audit.figuras.excesso_ha,
          costs.map((c) => ({
            ...c,
            custo_unitario_cents:
              c.custo_unitario_cents === null ? null : Math.abs(c.custo_unitario_cents),
          })),
        )
      : [],
    importacoes: imports.map((i) => ({
      id: i.id,
      created_at: i.created_at.toISOString(),
      largura_faixa_m: i.largura_faixa_m,
      faixas: i.faixas.length,
      lidos: i.lidos,
      ignorados: i.ignorados,
      anexos: i.anexos,
    })),
  };
}
