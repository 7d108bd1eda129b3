import { describe, expect, it } from 'vitest';
import { accountingCompany, titlePayload } from '../accounting.ts';
import { entryPayload } from '../stock-entries.ts';
import { NFE_AGRO } from '../nfe-samples.ts';
import { useTestApp } from '../app.ts';
import { newOperation } from '../operations.ts';
import { sendForm } from '../multipart.ts';
import { databaseDigest } from './answers.ts';
import { WRITTEN_BY_REFUSALS } from './session.ts';

// Issue 35, item 6: values at the edge of a column's range. Each answers 400 with a pt-BR
// message under the field it is about, and the database is left exactly as it was.

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

type Res = { statusCode: number; body: string; json(): unknown };

/** Every table's digest but those a refusal writes on purpose (an upload counts in its rate). */
const digest = async () => {
  const tables = await databaseDigest(t.db);
  for (const table of WRITTEN_BY_REFUSALS) delete tables[table];
  return tables;
};

/** Runs `request` and asserts a 400 naming `field` (a message in pt-BR) and nothing written. */
async function refusedUnchanged(request: () => Promise<Res>, field: string) {
  const before = await digest();
  const res = await request();
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json() as { error: { fields?: Record<string, string> } };
  expect(Object.keys(error.fields ?? {}), res.body).toContain(field);
  expect(error.fields![field]).toMatch(/[a-zà-ú]/i);
  expect(await digest()).toEqual(before);
  return error.fields![field]!;
}

describe('values at the edge of a column', () => {
  it('refuses a payable split whose installments would pass the last date, and the list still answers', async () => {
    const co = await accountingCompany(t.app);
    const payload = titlePayload(co.insurance, {
      parcelas: 3,
      primeiro_vencimento: '9999-12-31',
    });
    const message = await refusedUnchanged(
      () => co.owner({ method: 'POST', url: '/api/accounting/titulos', payload }),
      'primeiro_vencimento',
    );
    expect(message).toBe('Primeiro vencimento: informe uma data entre 01/01/1900 e 31/12/2999.');
    const list = await co.owner({ method: 'GET', url: '/api/accounting/titulos?lado=pagar' });
    expect(list.statusCode, list.body).toBe(200);
  });

  it('refuses a split whose last installment alone passes the last date', async () => {
    const co = await accountingCompany(t.app);
    const payload = titlePayload(co.insurance, { parcelas: 2, primeiro_vencimento: '2999-12-31' });
    expect(
      await refusedUnchanged(
        () => co.owner({ method: 'POST', url: '/api/accounting/titulos', payload }),
        'parcelas',
      ),
    ).toBe('Número de parcelas: a última venceria depois de 31/12/2999.');
  });

  it('refuses a statement amount beyond what the money column holds exactly', async () => {
    const co = await accountingCompany(t.app);
    const csv = 'Data;Descrição;Valor\n10/03/2026;PIX RECEBIDO;123.456.789.012.345,67\n';
    const message = await refusedUnchanged(
      () =>
        sendForm(
          t.app,
          { method: 'POST', url: '/api/accounting/extratos', cookie: co.cookie },
          { bank_account_id: co.accountId },
          { name: 'extrato.csv', content: Buffer.from(csv), type: 'text/csv' },
        ),
      'arquivo',
    );
    expect(message).toBe(
      'O lançamento de 10/03/2026 passa de R$ 100.000.000,00: confira o valor no arquivo.',
    );
  });

  it('refuses an area below the column scale (0,001 ha) on a property and an operation', async () => {
    const co = await accountingCompany(t.app);
    const property = {
      client_id: co.ids.client,
      nome: 'Talhão mínimo',
      municipio: 'Sorriso',
      uf: 'MT',
      area_ha: 0.001,
    };
    expect(
      await refusedUnchanged(
        () => co.owner({ method: 'POST', url: '/api/registers/properties', payload: property }),
        'area_ha',
      ),
    ).toBe('Área total deve ser de ao menos 0,01.');
    await refusedUnchanged(
      () =>
        co.owner({
          method: 'POST',
          url: '/api/operations',
          payload: { ...co.complete, area_ha: '0,001' },
        }),
      'area_ha',
    );
  });

  it('refuses a stock entry whose total passes the money column (over R$ 21,4 mi)', async () => {
    const co = await accountingCompany(t.app);
    const payload = entryPayload([
      { combustivel: 'jet_a1', quantidade: 1_000_000, custo_unitario_cents: 2_200 },
    ]);
    expect(
      await refusedUnchanged(
        () => co.owner({ method: 'POST', url: '/api/stock/entradas', payload }),
        'linhas',
      ),
    ).toBe('O total da nota (R$ 22.000.000,00) passa de R$ 21.474.836,47, o maior aceito.');
  });

  it('refuses a proposal whose services pass the money column, and an operation worth more', async () => {
    const co = await accountingCompany(t.app);
    const line = {
      descricao: 'Aplicação',
      unidade: 'ha',
      quantidade: 100_000,
      preco_unitario_cents: 30_000,
    };
    const proposal = { client_id: co.ids.client, validade: '2026-12-08', linhas: [line] };
    expect(
      await refusedUnchanged(
        () => co.owner({ method: 'POST', url: '/api/proposals', payload: proposal }),
        'linhas',
      ),
    ).toBe('O total dos serviços (R$ 30.000.000,00) passa de R$ 21.474.836,47, o maior aceito.');

    const id = await newOperation(co.owner, {
      ...co.complete,
      area_ha: 100_000,
      preco_unitario_cents: 30_000,
    });
    expect(
      await refusedUnchanged(
        () =>
          co.owner({
            method: 'POST',
            url: `/api/operations/${id}/concluir`,
            payload: { confirmarClima: true },
          }),
        'preco_unitario_cents',
      ),
    ).toBe('O valor da operação (R$ 30.000.000,00) passa de R$ 21.474.836,47, o maior aceito.');
  });

  it('refuses an NF-e nested 200 levels deep', async () => {
    const co = await accountingCompany(t.app);
    const deep = `${'<a>'.repeat(200)}x${'</a>'.repeat(200)}`;
    const xml = NFE_AGRO.replace('<infAdic>', `<infAdic>${deep}`);
    expect(xml).not.toBe(NFE_AGRO);
    await refusedUnchanged(
      () => co.owner({ method: 'POST', url: '/api/stock/entradas/nfe', payload: { xml } }),
      'xml',
    );
  });

  it.each([
    [
      '/api/accounting/titulos?lado=pagar&',
      'Vencimento final: informe uma data entre 01/01/1900 e 31/12/2999.',
    ],
    ['/api/stock/movimentos?', 'Período: data inválida.'],
    ['/api/operations?', 'Período: data final inválida.'],
  ])(
    'refuses a list filter at the last date the wire carries: %sate=9999-12-31',
    async (list, message) => {
      const co = await accountingCompany(t.app);
      expect(
        await refusedUnchanged(
          () => co.owner({ method: 'GET', url: `${list}ate=9999-12-31` }),
          'ate',
        ),
      ).toBe(message);
    },
  );
});
