import { eq } from 'drizzle-orm';
import type { UpdateCompanyInput } from '../../domain/companies/profile-contracts.ts';
import type { WeatherWindow } from '../../domain/operations/values.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** The company's data as its owner edits them (a CNPJ already registered answers 409). */
export async function updateCompanyData(db: Db, companyId: string, input: UpdateCompanyInput) {
  try {
    await db.update(companies).set(input).where(eq(companies.id, companyId));
  } catch (error) {
    if (isUniqueViolation(error, 'companies_cnpj_unique'))
      throw new AppError('CNPJ_TAKEN', { cnpj: 'Este CNPJ já está cadastrado no sistema' });
    throw error;
  }
}

/** The company's own weather window; null goes back to the defaults of DESIGN §5. */
export async function setWeatherWindow(db: Db, companyId: string, window: WeatherWindow | null) {
  await db
    .update(companies)
    .set({ janela_meteorologica: window })
    .where(eq(companies.id, companyId));
}
