import { asc, eq } from 'drizzle-orm';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import type { Db } from '../db/database.ts';
import { financeCategories, financeInstallments, financeTitles } from '../db/schema/index.ts';
import {
  payrollItem,
  payrollRunDetail,
  payrollRunView,
  type PayrollRunDetail,
} from '../../domain/hr/response-contracts.ts';
import { answer } from './contracts.ts';
import type { Caller } from './operations.ts';
import { settingsFigures } from '../hr/settings.ts';

// Payroll for tests: table versions and runs through the API.

/** A version of the tables for a month ('aaaa-mm'): the 2026 figures unless told otherwise. */
export const settingsPayload = (valido_desde: string, overrides: object = {}) => ({
  valido_desde,
  ...settingsFigures(TABLES_2026),
  ...overrides,
});

/** The request that posts a run ('mensal' unless told otherwise). */
const runRequest = (competencia: string, overrides: object) => ({
  method: 'POST' as const,
  url: '/api/hr/folhas',
  payload: { tipo: 'mensal', competencia, ...overrides },
});

/** Posts a run; answers it as the API does (201). */
export async function postRun(owner: Caller, competencia: string, overrides: object = {}) {
  return answer(await owner(runRequest(competencia, overrides)), 201, payrollRunDetail);
}

/** Posts a run the API refuses; answers the status and the error's code. */
export async function refusedRun(owner: Caller, competencia: string, overrides: object = {}) {
  const res = await owner(runRequest(competencia, overrides));
  return [res.statusCode, res.json().error.code];
}

/** Posts an action on a run (recalcular, fechar, reabrir); answers the run (200). */
export async function runAction(owner: Caller, runId: string, action: string) {
  return answer(
    await owner({ method: 'POST', url: `/api/hr/folhas/${runId}/${action}` }),
    200,
    payrollRunDetail,
  );
}

/**
 * A run as it stands, read as its page reads it: the run with its employees' rows (GET), then
 * each employee's holerite (GET …/itens/:itemId), in the run's order.
 */
export async function readRun(owner: Caller, runId: string): Promise<PayrollRunDetail> {
  const url = `/api/hr/folhas/${runId}`;
  const run = answer(await owner({ method: 'GET', url }), 200, payrollRunView);
  const itens = [];
  for (const row of run.itens)
    itens.push(
      answer(await owner({ method: 'GET', url: `${url}/itens/${row.id}` }), 200, payrollItem),
    );
  return { ...run, itens };
}

/** A run's payables as accounting holds them: what, how much, due when, cancelled why. */
export function runPayables(db: Db, runId: string) {
  return db
    .select({
      descricao: financeTitles.descricao,
      total: financeTitles.total_cents,
      vencimento: financeInstallments.vencimento,
      origem: financeTitles.origem,
      lado: financeTitles.lado,
      folha_mes: financeTitles.folha_mes,
      categoria: financeCategories.chave,
      motivo: financeTitles.motivo_cancelamento,
    })
    .from(financeTitles)
    .innerJoin(financeInstallments, eq(financeInstallments.title_id, financeTitles.id))
    .innerJoin(financeCategories, eq(financeCategories.id, financeTitles.category_id))
    .where(eq(financeTitles.payroll_run_id, runId))
    .orderBy(asc(financeTitles.descricao));
}
