import { describe, expect, it } from 'vitest';
import { dreValue } from '../../domain/accounting/dre.ts';
import { monthlyResult } from '../../domain/accounting/report-contracts.ts';
import { taxSettingAnswer } from '../../domain/accounting/tax-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { seedWorkedMonth, WORKED_NOW } from '../test/accounting-month.ts';
import { answer } from '../test/contracts.ts';
import { pilotCaller } from '../test/operations.ts';

const t = useTestApp({ now: WORKED_NOW });

const PRESUMIDO = {
  regime: 'lucro_presumido',
  iss_aliquota: '5',
  pis_aliquota: '0,65',
  cofins_aliquota: '3',
  presuncao: '32',
};

describe('the tax regime of the DRE (GET/PUT /api/accounting/tributacao)', () => {
  it('starts as Simples Nacional, Anexo III; Lucro Presumido moves the deductions and IRPJ/CSLL', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const get = async () =>
      answer(
        await owner({ method: 'GET', url: '/api/accounting/tributacao' }),
        200,
        taxSettingAnswer,
      );
    expect(await get()).toMatchObject({
      regime: 'simples_nacional',
      simples_anexo: 3,
      salvo: false,
    });

    const saved = await owner({
      method: 'PUT',
      url: '/api/accounting/tributacao',
      payload: PRESUMIDO,
    });
    expect(answer(saved, 200, taxSettingAnswer)).toEqual({
      regime: 'lucro_presumido',
      simples_anexo: null,
      iss_aliquota: 5,
      pis_aliquota: 0.65,
      cofins_aliquota: 3,
      presuncao: 32,
      salvo: true,
    });
    // November 2026's gross revenue R$ 93.000,00 (report-routes.test.ts): ISS 4.650 + PIS 604,50
    // + COFINS 2.790 = 8.044,50; presumed profit 32 % = 29.760: IRPJ 15 % = 4.464 + 10 % of
    // (29.760 − 20.000) = 976 → 5.440; CSLL 9 % = 2.678,40; together 8.118,40.
    const dre = answer(
      await owner({ method: 'GET', url: '/api/accounting/resultado?mes=2026-11' }),
      200,
      monthlyResult,
    );
    expect(dre.regime).toBe('lucro_presumido');
    expect(dreValue(dre.linhas, 'deducoes').mes).toBe(-804_450);
    expect(dreValue(dre.linhas, 'irpj_csll').mes).toBe(-811_840);
    expect(
      dre.linhas.filter((l) => l.chave.startsWith('imposto:')).map((l) => [l.nome, l.valores.mes]),
    ).toEqual([
      ['ISS', -465_000],
      ['PIS', -60_450],
      ['COFINS', -279_000],
      ['IRPJ', -544_000],
      ['CSLL', -267_840],
    ]);

    // Back to the Simples, Anexo V: saved once per company (the same row).
    const anexo5 = await owner({
      method: 'PUT',
      url: '/api/accounting/tributacao',
      payload: { ...PRESUMIDO, regime: 'simples_nacional', simples_anexo: '5' },
    });
    expect(answer(anexo5, 200, taxSettingAnswer)).toMatchObject({ simples_anexo: 5 });
    expect(await get()).toMatchObject({ regime: 'simples_nacional', simples_anexo: 5 });
  });

  it('names the wrong field (400) and is the office’s: a pilot gets 403', async () => {
    const { owner, companyId } = await seedWorkedMonth(t.app);
    const put = (payload: object) =>
      owner({ method: 'PUT', url: '/api/accounting/tributacao', payload });
    const noAnexo = await put({ ...PRESUMIDO, regime: 'simples_nacional' });
    expect(noAnexo.statusCode).toBe(400);
    expect(noAnexo.json().error.fields).toEqual({
      simples_anexo: 'Escolha o anexo do Simples Nacional (III ou V).',
    });
    const rate = await put({ ...PRESUMIDO, iss_aliquota: '120' });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().error.fields).toEqual({
      iss_aliquota: 'Alíquota do ISS deve estar entre 0 e 100 %.',
    });
    const pilot = await pilotCaller(t.app, companyId);
    expect((await pilot({ method: 'GET', url: '/api/accounting/tributacao' })).statusCode).toBe(
      403,
    );
    expect(
      (await pilot({ method: 'PUT', url: '/api/accounting/tributacao', payload: PRESUMIDO }))
        .statusCode,
    ).toBe(403);
  });

  it('files a category under the DRE line the company chooses; the seeded ones answer their own', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const list = (await owner({ method: 'GET', url: '/api/accounting/categorias' })).json() as {
      id: string;
      chave: string | null;
      linha_dre: string;
    }[];
    const byKey = (chave: string) => list.find((c) => c.chave === chave)!;
    expect(byKey('impostos').linha_dre).toBe('deducoes');
    expect(byKey('salarios').linha_dre).toBe('custo_mao_de_obra');
    const url = `/api/accounting/categorias/${byKey('manutencao').id}`;
    const moved = await owner({
      method: 'PATCH',
      url,
      payload: { linha_dre: 'despesas_operacionais' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().linha_dre).toBe('despesas_operacionais');
    // November 2026's maintenance (R$ 3.500,00) leaves the cost for the operating expenses.
    const dre = answer(
      await owner({ method: 'GET', url: '/api/accounting/resultado?mes=2026-11' }),
      200,
      monthlyResult,
    );
    expect(dreValue(dre.linhas, 'despesas_operacionais').mes).toBe(-350_000);
    const wrong = await owner({ method: 'PATCH', url, payload: { linha_dre: 'lucro' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ linha_dre: 'Escolha a linha da DRE.' });
  });
});
