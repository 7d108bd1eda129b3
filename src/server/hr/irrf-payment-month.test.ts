import { describe, expect, it } from 'vitest';
import { computePayroll } from '../../domain/hr/payroll.ts';
import { TABLES_2026, withIrrfOf } from '../../domain/hr/tables.ts';
import { decimoTerceiro } from '../../domain/hr/thirteenth.ts';
import { sampleMonth, sampleThirteenth } from '../../test-support/payroll.ts';
import { useTestApp } from '../test/app.ts';
import { hrCompanyWith } from '../test/hr.ts';
import type { Caller } from '../test/operations.ts';
import { postRun, runAction, settingsPayload } from '../test/payroll.ts';

// Thursday 31 December 2026, 22:00 in São Paulo (the last evening of a month).
const t = useTestApp({ now: new Date('2027-01-01T01:00:00Z') });

// The IRRF on wages arises when they are paid (Lei 7.713/1988 art. 7º §1º; regime de caixa): a
// month's salaries, paid on the 5th business day of the next month (CLT art. 459 §1º), withhold
// by the IRRF table in force then; the INSS stays with the competência's (Lei 8.212/1991 art. 30
// I b). A December 2026 version changes the IRRF's top rate (27,5 % → 30 %) and the INSS's first
// rate (7,5 % → 8 %): November's payroll (paid on 7 December) takes the first, not the second.
const DECEMBER = { irrf_faixa4_aliquota: 30, inss_faixa1_aliquota: 8 };
const december = {
  ...TABLES_2026,
  irrf: TABLES_2026.irrf.map((b) => (b.limite === null ? { ...b, aliquota: 30 } : b)),
  inss: TABLES_2026.inss.map((b, i) => (i === 0 ? { ...b, aliquota: 8 } : b)),
};

async function saveVersion(owner: Caller, month: string, overrides: object) {
  const res = await owner({
    method: 'POST',
    url: '/api/hr/tabelas',
    payload: settingsPayload(month, overrides),
  });
  return [res.statusCode, res.json().id ?? res.json().error.code];
}

// The agronomist: R$ 9.500,00, one dependent (src/server/test/hr.ts).
const agronomistMonth = sampleMonth(950_000, { dependentes: 1 });

describe('the IRRF table of the month the salaries are paid in', () => {
  it('November’s payroll withholds by December’s IRRF and November’s INSS', async () => {
    const hr = await hrCompanyWith(t.app, ['agronomist']);
    const [status, decemberId] = await saveVersion(hr.owner, '2026-12', DECEMBER);
    expect(status).toBe(201);
    const november = await postRun(hr.owner, '2026-11');
    const result = november.itens[0]!.resultado;
    // INSS 2026 on 9.500,00: the ceiling 8.475,55 → 988,09 (7,5 % of the first bracket, not 8 %).
    // IRRF: base 9.500,00 − 988,09 − 189,59 = 8.322,32; by December's 30 %: 2.496,696 → 2.496,70
    // − 908,73 = 1.587,97 (by 2026's 27,5 %: 2.288,638 → 2.288,64 − 908,73 = 1.379,91).
    expect([result.descontoINSS, result.baseIRRF, result.descontoIRRF]).toEqual([
      98_809, 832_232, 158_797,
    ]);
    expect(result).toEqual(computePayroll(agronomistMonth, withIrrfOf(TABLES_2026, december)));
    expect(computePayroll(agronomistMonth, TABLES_2026).descontoIRRF).toBe(137_991);

    // Typing an item computes with the same two tables.
    const recalculated = await runAction(hr.owner, november.id, 'recalcular');
    expect(recalculated.itens[0]!.resultado.descontoIRRF).toBe(158_797);

    // Closed, the run holds December's version too: it is no longer replaced (409).
    await runAction(hr.owner, november.id, 'fechar');
    expect(await saveVersion(hr.owner, '2026-12', { irrf_faixa4_aliquota: 29 })).toEqual([
      409,
      'PAYROLL_SETTINGS_IN_USE',
    ]);
    const removed = await hr.owner({ method: 'DELETE', url: `/api/hr/tabelas/${decemberId}` });
    expect(removed.statusCode).toBe(409);
  });

  it('October’s payroll, paid on 6 November, keeps the 2026 table; December’s 13º too', async () => {
    const hr = await hrCompanyWith(t.app, ['agronomist']);
    await saveVersion(hr.owner, '2026-12', DECEMBER);
    const october = await postRun(hr.owner, '2026-10');
    expect(october.itens[0]!.resultado.descontoIRRF).toBe(137_991);
    // The 13º's 2nd installment is paid in December (by the 20th): December's whole version.
    const thirteenth = await postRun(hr.owner, '2026-12', { tipo: 'decimo_terceiro_2' });
    expect(thirteenth.itens[0]!.resultado).toEqual(
      decimoTerceiro(
        sampleThirteenth({ parcela: 2, remuneracao: 950_000, meses: 12, dependentes: 1 }),
        december,
      ),
    );
  });
});
