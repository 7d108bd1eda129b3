import { asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { payrollSettingsInput } from '../../domain/hr/contracts.ts';
import type { PayrollSettingsVersion } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026, type PayrollTables } from '../../domain/hr/tables.ts';
import type { Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { payrollRuns, payrollSettings } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { foundRow } from '../tenancy/locked-row.ts';

/** A stored version of the payroll tables. */
export type SettingsRow = typeof payrollSettings.$inferSelect;
/** The editable figures of a version, as the table stores them. */
type SettingsInput = z.output<typeof payrollSettingsInput>;
type SettingsFigures = Omit<SettingsInput, 'valido_desde'>;

/** The month the 2026 tables are seeded from. */
const SEED_MONTH = '2026-01-01';

/** The engine's tables as a version's columns (amounts in centavos, rates in percent). */
export function settingsFigures(tables: PayrollTables): SettingsFigures {
  const [i1, i2, i3, i4] = tables.inss;
  const [r1, r2, r3, r4] = tables.irrf;
  return {
    inss_faixa1_limite: i1!.limite,
    inss_faixa1_aliquota: i1!.aliquota,
    inss_faixa2_limite: i2!.limite,
    inss_faixa2_aliquota: i2!.aliquota,
    inss_faixa3_limite: i3!.limite,
    inss_faixa3_aliquota: i3!.aliquota,
    inss_faixa4_limite: i4!.limite,
    inss_faixa4_aliquota: i4!.aliquota,
    irrf_isencao: tables.irrfIsencao,
    irrf_faixa1_limite: r1!.limite!,
    irrf_faixa1_aliquota: r1!.aliquota,
    irrf_faixa1_deducao: r1!.deducao,
    irrf_faixa2_limite: r2!.limite!,
    irrf_faixa2_aliquota: r2!.aliquota,
    irrf_faixa2_deducao: r2!.deducao,
    irrf_faixa3_limite: r3!.limite!,
    irrf_faixa3_aliquota: r3!.aliquota,
    irrf_faixa3_deducao: r3!.deducao,
    irrf_faixa4_aliquota: r4!.aliquota,
    irrf_faixa4_deducao: r4!.deducao,
    irrf_deducao_dependente: tables.irrfDeducaoDependente,
    irrf_desconto_simplificado: tables.irrfDescontoSimplificado,
    irrf_reducao_lei_15270: tables.irrfReducaoLei15270,
    vale_transporte_valor: tables.valeTransporteValor,
    vale_transporte_desconto_max: tables.valeTransporteDescontoMax,
    hora_extra_50_percentual: tables.horaExtra50,
    hora_extra_100_percentual: tables.horaExtra100,
    adicional_noturno_percentual: tables.adicionalNoturno,
    salario_minimo: tables.salarioMinimo,
    fgts_percentual: tables.fgts,
    faltas_regra: tables.faltas ?? 'dias_uteis',
  };
}

/** A stored version as the engine reads it; the INSS ceiling is the 4th bracket's limit. */
export function tablesOf(row: SettingsRow): PayrollTables {
  return {
    inss: [
      { limite: row.inss_faixa1_limite, aliquota: row.inss_faixa1_aliquota },
      { limite: row.inss_faixa2_limite, aliquota: row.inss_faixa2_aliquota },
      { limite: row.inss_faixa3_limite, aliquota: row.inss_faixa3_aliquota },
      { limite: row.inss_faixa4_limite, aliquota: row.inss_faixa4_aliquota },
    ],
    irrfIsencao: row.irrf_isencao,
    irrf: [
      {
        limite: row.irrf_faixa1_limite,
        aliquota: row.irrf_faixa1_aliquota,
        deducao: row.irrf_faixa1_deducao,
      },
      {
        limite: row.irrf_faixa2_limite,
        aliquota: row.irrf_faixa2_aliquota,
        deducao: row.irrf_faixa2_deducao,
      },
      {
        limite: row.irrf_faixa3_limite,
        aliquota: row.irrf_faixa3_aliquota,
        deducao: row.irrf_faixa3_deducao,
      },
      { limite: null, aliquota: row.irrf_faixa4_aliquota, deducao: row.irrf_faixa4_deducao },
    ],
    irrfDeducaoDependente: row.irrf_deducao_dependente,
    irrfDescontoSimplificado: row.irrf_desconto_simplificado,
    irrfReducaoLei15270: row.irrf_reducao_lei_15270,
    valeTransporteDescontoMax: row.vale_transporte_desconto_max,
    valeTransporteValor: row.vale_transporte_valor,
    horaExtra50: row.hora_extra_50_percentual,
    horaExtra100: row.hora_extra_100_percentual,
    adicionalNoturno: row.adicional_noturno_percentual,
    salarioMinimo: row.salario_minimo,
    fgts: row.fgts_percentual,
    faltas: row.faltas_regra,
  };
}

/**
 * Gives a company without any version the 2026 tables, valid from January 2026. Two first reads
 * at the same moment both insert; the unique (company, month) keeps one (`on conflict do nothing`).
 */
export async function seedSettings(db: Db, by: Writer) {
  const [any] = await db.select({ id: payrollSettings.id }).from(payrollSettings).limit(1);
  if (any) return;
  const figures = settingsFigures(TABLES_2026);
  await db
    .insert(payrollSettings)
    .values({
      ...figures,
      inss_teto: figures.inss_faixa4_limite,
      company_id: by.companyId,
      valido_desde: SEED_MONTH,
      created_by: by.userId,
    })
    .onConflictDoNothing();
}

/** The columns of a version as the API answers it (the figures, its id and month). */
const versionColumns = {
  id: payrollSettings.id,
  valido_desde: payrollSettings.valido_desde,
  ...Object.fromEntries(
    Object.keys(settingsFigures(TABLES_2026)).map((key) => [
      key,
      payrollSettings[key as keyof SettingsFigures],
    ]),
  ),
} as Pick<typeof payrollSettings, 'id' | 'valido_desde' | keyof SettingsFigures>;
/** Whether a closed run used the version (written qualified: a one-table select drops the names). */
const inUse = sql<boolean>`exists (select 1 from payroll_runs r
  where (r.settings_id = ${payrollSettings}.id or r.irrf_settings_id = ${payrollSettings}.id)
    and r.status = 'fechada')`;

/** The company's versions, newest first (seeding the 2026 one on the first read). */
export async function listSettings(db: Db, by: Writer): Promise<PayrollSettingsVersion[]> {
  await seedSettings(db, by);
  return db
    .select({ ...versionColumns, em_uso: inUse })
    .from(payrollSettings)
    .orderBy(desc(payrollSettings.valido_desde));
}

/** One version as the API answers it. */
export async function findSettings(db: Db, id: string): Promise<PayrollSettingsVersion> {
  const [row] = await db
    .select({ ...versionColumns, em_uso: inUse })
    .from(payrollSettings)
    .where(eq(payrollSettings.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Saves the version of a month: a new one, or the month's existing version replaced unless a
 * closed run used it (409: a closed month's tables stay as they were paid). Answers its id.
 */
export async function saveSettings(db: Db, by: Writer, input: SettingsInput) {
  const { valido_desde, ...figures } = input;
  const month = `${valido_desde}-01`;
  const values = { ...figures, inss_teto: figures.inss_faixa4_limite };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: payrollSettings.id, em_uso: inUse })
      .from(payrollSettings)
      .where(eq(payrollSettings.valido_desde, month))
      .for('update');
    if (existing?.em_uso) throw new AppError('PAYROLL_SETTINGS_IN_USE');
    if (existing) {
      await tx.update(payrollSettings).set(values).where(eq(payrollSettings.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(payrollSettings)
      .values({ ...values, company_id: by.companyId, valido_desde: month, created_by: by.userId })
      .returning({ id: payrollSettings.id });
    return row!.id;
  });
}

/** Deletes a version no run uses (409 otherwise), never the company's last one (409). */
export async function deleteSettings(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(or(eq(payrollRuns.settings_id, id), eq(payrollRuns.irrf_settings_id, id)))
      .limit(1);
    if (used)
      throw new AppError(
        'PAYROLL_SETTINGS_IN_USE',
        undefined,
        'Estas tabelas são usadas por uma folha: exclua a folha ou mantenha a versão.',
      );
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(payrollSettings)) as [{ count: number }];
    if (count <= 1)
      throw new AppError(
        'PAYROLL_SETTINGS_IN_USE',
        undefined,
        'Esta é a única versão das tabelas: cadastre outra antes de excluí-la.',
      );
    await tx.delete(payrollSettings).where(eq(payrollSettings.id, id));
  });
}

/**
 * The version a run of `competencia` (a month's first day) computes with: the latest valid in
 * that month. A month before every version takes the oldest one (the company kept no older
 * tables); a company without any gets the 2026 seed first.
 */
export async function settingsFor(db: Db, by: Writer, competencia: string): Promise<SettingsRow> {
  await seedSettings(db, by);
  const [valid] = await db
    .select()
    .from(payrollSettings)
    .where(lte(payrollSettings.valido_desde, competencia))
    .orderBy(desc(payrollSettings.valido_desde))
    .limit(1);
  if (valid) return valid;
  const [oldest] = await db
    .select()
    .from(payrollSettings)
    .orderBy(asc(payrollSettings.valido_desde))
    .limit(1);
  return oldest!;
}

/** The engine's tables a run of `competencia` computes with, and the version's id. */
export async function tablesFor(db: Db, by: Writer, competencia: string) {
  const row = await settingsFor(db, by, competencia);
  return { settingsId: row.id, validoDesde: row.valido_desde, tables: tablesOf(row) };
}

/** A stored version by id, as the engine reads it. */
export async function tablesById(db: Db, id: string): Promise<PayrollTables> {
  return tablesOf(await foundRow(db, payrollSettings, id));
}
