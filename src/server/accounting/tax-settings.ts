import type { z } from 'zod';
import type { taxSettingInput, TaxSettingAnswer } from '../../domain/accounting/tax-contracts.ts';
import { DEFAULT_TAX_SETTING, type TaxSetting } from '../../domain/accounting/tax-regime.ts';
import type { Db } from '../db/database.ts';
import { taxSettings } from '../db/schema/index.ts';

/** A stored tax setting as answered; none stored: the default (Simples Nacional, Anexo III). */
export function taxSettingOf(
  row: (Omit<TaxSetting, 'simples_anexo'> & { simples_anexo: number | null }) | null | undefined,
): TaxSettingAnswer {
  if (!row) return { ...DEFAULT_TAX_SETTING, salvo: false };
  return {
    regime: row.regime,
    simples_anexo: row.simples_anexo === 3 || row.simples_anexo === 5 ? row.simples_anexo : null,
    iss_aliquota: row.iss_aliquota,
    pis_aliquota: row.pis_aliquota,
    cofins_aliquota: row.cofins_aliquota,
    presuncao: row.presuncao,
    salvo: true,
  };
}

/** The company's tax setting (run in its scope), or the default one. */
export async function loadTaxSetting(db: Db): Promise<TaxSettingAnswer> {
  const [row] = await db.select().from(taxSettings).limit(1);
  return taxSettingOf(row);
}

/** Saves the company's tax setting (one row per company), stamped at the actor's `now`. */
export async function saveTaxSetting(
  db: Db,
  { companyId, now }: { companyId: string; now: Date },
  input: z.output<typeof taxSettingInput>,
): Promise<void> {
  const values: TaxSetting = {
    ...input,
    simples_anexo: input.regime === 'simples_nacional' ? input.simples_anexo : null,
  };
  await db
    .insert(taxSettings)
    .values({ ...values, company_id: companyId })
    .onConflictDoUpdate({
      target: taxSettings.company_id,
      set: { ...values, updated_at: now },
    });
}
