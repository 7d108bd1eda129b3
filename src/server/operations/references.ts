import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OperationInput } from '../../domain/operations/contracts.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  clients,
  crops,
  pilots,
  products,
  properties,
  services,
  technicians,
} from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

type Table = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };

const single: [keyof OperationInput, Table, string][] = [
  ['client_id', clients, 'Contratante não encontrado.'],
  ['service_id', services, 'Serviço não encontrado.'],
  ['crop_id', crops, 'Cultura não encontrada.'],
  ['aircraft_id', aircraft, 'Aeronave não encontrada.'],
  ['pilot_id', pilots, 'Piloto não encontrado.'],
  ['technician_id', technicians, 'Técnico não encontrado.'],
];

/**
 * Every register an operation names must be the company's own (another company's id reads as
 * not found, on its field); the property must be the contratante's; the agronomist an
 * engenheiro agrônomo; each product a registered product.
 */
export async function checkReferences(db: Db, companyId: string, input: OperationInput) {
  const fields: Record<string, string> = {};
  const owned = async (table: Table, id: string) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.company_id, companyId)))
    ).length === 1;

  for (const [field, table, message] of single) {
    const id = input[field] as string | null;
    if (id && !(await owned(table, id))) fields[field] = message;
  }
  const [property] = await db
    .select({ client_id: properties.client_id })
    .from(properties)
    .where(and(eq(properties.id, input.property_id), eq(properties.company_id, companyId)));
  if (!property) fields.property_id = 'Propriedade não encontrada.';
  else if (property.client_id !== input.client_id)
    fields.property_id = 'A propriedade não pertence ao contratante escolhido.';

  if (input.agronomist_id) {
    const [agronomist] = await db
      .select({ tipo: technicians.tipo })
      .from(technicians)
      .where(and(eq(technicians.id, input.agronomist_id), eq(technicians.company_id, companyId)));
    if (!agronomist) fields.agronomist_id = 'Engenheiro agrônomo não encontrado.';
    else if (agronomist.tipo !== 'agronomo')
      fields.agronomist_id = 'Escolha um engenheiro agrônomo (com CREA).';
  }

  const productIds = input.products.map((line) => line.product_id);
  if (productIds.length) {
    const found = new Set(
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.company_id, companyId)))
      ).map((row) => row.id),
    );
    productIds.forEach((id, index) => {
      if (!found.has(id)) fields[`products.${index}.product_id`] = 'Produto não encontrado.';
    });
  }
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}
