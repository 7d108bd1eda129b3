import { DEFAULT_CROPS, DEFAULT_SERVICES } from '../../domain/registers/values.ts';
import type { Db } from '../db/database.ts';
import { crops, services } from '../db/schema/index.ts';

/** A new company starts with the usual crops and service types (editable afterwards). */
export async function insertDefaultRegisters(tx: Db, companyId: string): Promise<void> {
  await tx.insert(crops).values(DEFAULT_CROPS.map((nome) => ({ company_id: companyId, nome })));
  await tx
    .insert(services)
    .values(DEFAULT_SERVICES.map((service) => ({ ...service, company_id: companyId })));
}
