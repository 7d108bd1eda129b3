import { describe, expect, it } from 'vitest';
import {
  payrollSettingsVersion,
  payrollSettingsVersions,
} from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { expectEachRefused } from '../test/accounting.ts';
import { payrollSettings } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { caller } from '../test/operations.ts';
import { signUpCompany } from '../test/session.ts';
import { settingsFigures, tablesOf } from './settings.ts';
import { settingsPayload } from '../test/payroll.ts';

const t = useTestApp();

async function owner(email = 'dono@aerosul.com.br') {
  return caller(t.app, (await signUpCompany(t.app, { email })).cookie);
}
const list = async (call: Awaited<ReturnType<typeof owner>>) =>
  answer(await call({ method: 'GET', url: '/api/hr/tabelas' }), 200, payrollSettingsVersions);

describe('the payroll tables', () => {
  it('start as the 2026 tables from January 2026, seeded once on two first reads at once', async () => {
    const office = await owner();
    const [first, second] = await Promise.all([list(office), list(office)]);
    expect(first).toEqual(second);
    expect(first).toHaveLength(1);
    const { id, valido_desde, em_uso, ...figures } = first[0]!;
    expect({ id: typeof id, valido_desde, em_uso }).toEqual({
      id: 'string',
      valido_desde: '2026-01-01',
      em_uso: false,
    });
    expect(figures).toEqual(settingsFigures(TABLES_2026));
    const [row] = await t.db.select().from(payrollSettings);
    expect(row!.inss_teto).toBe(TABLES_2026.inss[3]!.limite);
    expect(tablesOf(row!)).toEqual(TABLES_2026);
  });

  it('take a version per month, newest first; the same month again replaces it', async () => {
    const office = await owner();
    await list(office);
    const post = async (payload: object) =>
      answer(
        await office({ method: 'POST', url: '/api/hr/tabelas', payload }),
        201,
        payrollSettingsVersion,
      );
    const v2027 = await post(settingsPayload('2027-01', { salario_minimo: 170_000 }));
    expect(v2027).toMatchObject({ valido_desde: '2027-01-01', salario_minimo: 170_000 });
    const again = await post(settingsPayload('2027-01', { salario_minimo: 171_000 }));
    expect(again).toMatchObject({ id: v2027.id, salario_minimo: 171_000 });
    expect((await list(office)).map((v) => [v.valido_desde, v.salario_minimo])).toEqual([
      ['2027-01-01', 171_000],
      ['2026-01-01', 162_100],
    ]);
    const removed = await office({ method: 'DELETE', url: `/api/hr/tabelas/${v2027.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await list(office)).toHaveLength(1);
  });

  it('refuse a version with a field wrong, naming it', async () => {
    const office = await owner();
    await expectEachRefused(office, '/api/hr/tabelas', [
      [
        settingsPayload('2027-13'),
        'valido_desde',
        'Válido a partir de: informe o mês como aaaa-mm.',
      ],
      [
        settingsPayload('2027-01', { inss_faixa2_limite: 100_000 }),
        'inss_faixa2_limite',
        'Cada faixa do INSS deve terminar acima da anterior.',
      ],
      [
        settingsPayload('2027-01', { irrf_faixa1_limite: 200_000 }),
        'irrf_faixa1_limite',
        'Cada faixa do IRRF deve terminar acima da anterior.',
      ],
    ]);
  });

  it('never lose the last version, nor another company’s', async () => {
    const office = await owner();
    const [only] = await list(office);
    const last = await office({ method: 'DELETE', url: `/api/hr/tabelas/${only!.id}` });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(
      'Esta é a única versão das tabelas: cadastre outra antes de excluí-la.',
    );
    const stranger = await owner('dono@outra.com.br');
    const foreign = await stranger({ method: 'DELETE', url: `/api/hr/tabelas/${only!.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(await list(office)).toHaveLength(1);
  });
});
