import { and, eq } from 'drizzle-orm';
import type { OperationInput } from '../../domain/operations/contracts.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  clients,
  crops,
  pilots,
  products,
  services,
  technicians,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ownedIds, owns, propertyProblem, type RegisterTable } from '../registers/ownership.ts';

const single: [keyof OperationInput, RegisterTable, string][] = [
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
  for (const [field, table, message] of single) {
    const id = input[field] as string | null;
    if (id && !(await owns(db, table, companyId, id))) fields[field] = message;
  }
  const property = await propertyProblem(
    db,
    companyId,
    input.property_id,
    input.client_id,
    'contratante',
  );
  if (property) fields.property_id = property;

  if (input.agronomist_id) {
    const [agronomist] = await db
      .select({ tipo: technicians.tipo })
      .from(technicians)
      .where(and(eq(technicians.id, input.agronomist_id), eq(technicians.company_id, companyId)));
    if (!agronomist) fields.agronomist_id = 'Engenheiro agrônomo não encontrado.';
    else if (agronomist.tipo !== 'agronomo')
      fields.agronomist_id = 'Escolha um engenheiro agrônomo (com CREA).';
  }

  const found = await ownedIds(
    db,
    products,
    companyId,
    input.products.map((line) => line.product_id),
  );
  input.products.forEach((line, index) => {
    if (!found.has(line.product_id))
      fields[`products.${index}.product_id`] = 'Produto não encontrado.';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}
