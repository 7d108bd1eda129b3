import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '../../domain/hr/response-contracts.ts';
import { rescissionDetail, rescissionFigures } from '../../domain/hr/rescission-contracts.ts';
import { rescission } from '../../domain/hr/rescission.ts';
import { applyRate } from '../../domain/hr/rates.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { financeInstallments, financeTitles } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { addEmployee, hrCompanyWith, SPARE_CPF } from '../test/hr.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { postRun, refusedRun, runAction } from '../test/payroll.ts';
import { trctPdf } from './trct-pdf.ts';

// The rescisão through the API (issue 42 item 5): its preview, its record with the payables in
// accounting, the employee dismissed from the day and left out of that month's run, its TRCT.

const t = useTestApp({ now: new Date('2027-03-20T15:00:00Z') });

/** Ana Souza, and Marcos Lima admitted 05/01/2026 at R$ 3.000,00. */
async function company(email?: string) {
  const hr = await hrCompanyWith(t.app, ['agronomist'], email);
  const marcos = await addEmployee(hr.owner, {
    nome: 'Marcos Lima',
    cpf: SPARE_CPF,
    cargo: 'auxiliar_pista',
    admissao: '2026-01-05',
    salario_base_cents: 300_000,
  });
  return { ...hr, marcos: marcos.id };
}
type Company = Awaited<ReturnType<typeof company>>;

/** The issuing company as the TRCT prints it. */
const COMPANY = {
  company_name: 'Aero Sul Aviação Agrícola',
  cnpj: '11222333000181',
  registro_mapa: 'MT-00123',
  endereco: 'Rodovia BR-163, km 742',
  municipio: 'Sorriso',
  uf: 'MT',
};

const DISMISSAL = { tipo: 'sem_justa_causa', data: '2027-03-15', aviso: 'indenizado' };
const url = (hr: Company, tail = '') => `/api/hr/funcionarios/${hr.marcos}/rescisao${tail}`;

/** Closes the monthly runs of these months; answers Marcos's FGTS deposits in them. */
async function closeMonths(hr: Company, months: string[]) {
  let deposits = 0;
  for (const month of months) {
    const run = await runAction(hr.owner, (await postRun(hr.owner, month)).id, 'fechar');
    deposits += run.itens.find((item) => item.funcionario === 'Marcos Lima')!.resultado.fgts;
  }
  return deposits;
}

/** The payables of origin folha not tied to a run: what, how much, due when. */
function rescissionPayables() {
  return t.db
    .select({
      descricao: financeTitles.descricao,
      total: financeTitles.total_cents,
      vencimento: financeInstallments.vencimento,
      folha_mes: financeTitles.folha_mes,
    })
    .from(financeTitles)
    .innerJoin(financeInstallments, eq(financeInstallments.title_id, financeTitles.id))
    .where(eq(financeTitles.origem, 'folha'))
    .orderBy(asc(financeTitles.descricao))
    .then((rows) => rows.filter((row) => row.descricao.includes('Marcos Lima')));
}

describe('the rescisão', () => {
  it('previews, records with its payables, dismisses, and prints its TRCT', async () => {
    const hr = await company();
    const deposits = await closeMonths(hr, ['2027-01', '2027-02']);
    const preview = answer(
      await hr.owner({ method: 'POST', url: url(hr, '/previa'), payload: DISMISSAL }),
      200,
      rescissionFigures,
    );
    // The domain's figures for him: 30 days of férias vencidas (05/01/2026–04/01/2027, none
    // taken), no 13º paid in 2027, the deposits of the two closed months on the account.
    const expected = rescission(
      {
        tipo: 'sem_justa_causa',
        aviso: 'indenizado',
        admissao: '2026-01-05',
        data: '2027-03-15',
        remuneracao: 300_000,
        mediaVariaveis: 0,
        dependentes: 0,
        feriasVencidas: [{ dias: 30, dobro: false }],
        feriasDireito: 30,
        adiantamento13: 0,
        decimoTerceiroQuitado: false,
        saldoFgts: deposits,
      },
      TABLES_2026,
    );
    expect(preview.linhas).toEqual(expected.linhas);
    expect(preview).toMatchObject({
      liquido_cents: expected.liquido,
      aviso_dias: 33,
      projecao: '2027-04-17',
      vencimento: '2027-03-25',
    });
    // The fine: 40 % of the account — the deposits recorded plus the rescisão's (Lei 8.036 art.
    // 18 §1º).
    expect(preview.saldo_fgts_cents).toBe(deposits + preview.fgts_cents);
    expect(preview.multa_fgts_cents).toBe(applyRate(deposits + preview.fgts_cents, 40));
    // A preview writes nothing.
    expect((await hr.owner({ method: 'GET', url: url(hr) })).statusCode).toBe(404);

    const recorded = answer(
      await hr.owner({ method: 'POST', url: url(hr), payload: DISMISSAL }),
      201,
      rescissionDetail,
    );
    expect(recorded).toMatchObject({ ...preview, funcionario: 'Marcos Lima' });
    const employee = answer(
      await hr.owner({ method: 'GET', url: `/api/hr/funcionarios/${hr.marcos}` }),
      200,
      employeeDetail,
    );
    expect(employee.demissao).toBe('2027-03-15');
    // Its payables equal its totals, each due by its rule (CLT art. 477 §6º; the INSS by the
    // 20th after the month; the IRRF by the 20th after the payment's month).
    const month = '2027-03-01';
    expect(await rescissionPayables()).toEqual(
      [
        ['FGTS — Rescisão de Marcos Lima', recorded.fgts_cents, '2027-03-25'],
        ['INSS retido — Rescisão de Marcos Lima', recorded.inss_cents, '2027-04-20'],
        [
          'Multa rescisória do FGTS — Rescisão de Marcos Lima',
          recorded.multa_fgts_cents,
          '2027-03-25',
        ],
        ['Verbas rescisórias — Marcos Lima', recorded.liquido_cents, '2027-03-25'],
      ].map(([descricao, total, vencimento]) => ({
        descricao,
        total,
        vencimento,
        folha_mes: month,
      })),
    );
    expect(recorded.contas_a_pagar.reduce((sum, p) => sum + p.total_cents, 0)).toBe(
      recorded.liquido_cents +
        recorded.inss_cents +
        recorded.irrf_cents +
        recorded.fgts_cents +
        recorded.multa_fgts_cents,
    );

    // March's run pays Ana only: the rescisão paid his saldo de salário.
    const march = await postRun(hr.owner, '2027-03');
    expect(march.itens.map((item) => item.funcionario)).toEqual(['Ana Souza']);
    // Once only.
    const again = await hr.owner({ method: 'POST', url: url(hr), payload: DISMISSAL });
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Este funcionário já tem rescisão registrada.',
    ]);

    const pdf = await hr.owner({ method: 'GET', url: url(hr, '/trct') });
    expectPdf(pdf);
    const text = pdfText(
      await trctPdf(
        COMPANY,
        recorded,
        { cpf: '85351346893', pis: null, cargo: 'auxiliar_pista', admissao: '2026-01-05' },
        { compress: false },
      ),
    );
    for (const piece of [
      'TERMO DE RESCISÃO DO CONTRATO DE TRABALHO',
      'Dispensa sem justa causa',
      'Aviso prévio indenizado',
      'Multa rescisória do FGTS',
      'Pagamento até (CLT art. 477 §6º)',
    ])
      expect(text).toContain(piece);
  });

  it('refuses what is wrong, naming the field or the month', async () => {
    const hr = await company();
    const refused = async (payload: object) => {
      const res = await hr.owner({ method: 'POST', url: url(hr, '/previa'), payload });
      return [res.statusCode, res.json().error.fields ?? res.json().error.message];
    };
    expect(await refused({ tipo: 'sem_justa_causa', data: '2027-03-15' })).toEqual([
      400,
      { aviso: 'Selecione como foi o aviso prévio.' },
    ]);
    expect(await refused({ ...DISMISSAL, tipo: 'justa_causa' })).toEqual([
      400,
      { aviso: 'Este tipo de rescisão não tem aviso prévio.' },
    ]);
    expect(await refused({ ...DISMISSAL, data: '2025-12-31' })).toEqual([
      400,
      { data: 'O desligamento não pode ser antes da admissão.' },
    ]);
    // A closed monthly run of the month already paid him.
    await closeMonths(hr, ['2027-03']);
    expect(await refused(DISMISSAL)).toEqual([
      409,
      'A folha mensal de março/2027 já pagou este funcionário: reabra-a e retire-o antes da rescisão.',
    ]);
    expect(await refusedRun(hr.owner, '2027-03')).toEqual([409, 'PAYROLL_RUN_EXISTS']);
    const stranger = await company('dono@outra.com.br');
    const theirs = await hr.owner({
      method: 'POST',
      url: url(stranger, '/previa'),
      payload: DISMISSAL,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
