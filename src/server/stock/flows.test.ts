import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { moneyless } from '../../domain/pilot-view.ts';
import { containerReturn } from '../../domain/stock/container-contracts.ts';
import {
  fuelCostPerHour,
  fuelExit,
  stockAlertList,
  stockMovementPage,
  stockShortfall,
} from '../../domain/stock/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { expectPdf } from '../test/pdf-text.ts';
import { answer } from '../test/contracts.ts';
import { caller, companyReadyToFly, linkSamplePilot } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { owingContainers, productSettingsRequest, stockUp } from '../test/stock-entries.ts';
import { setCompany } from '../test/factories.ts';
import { movableClock } from '../test/clock.ts';

// The server's time, stopped at 24/11/2026 12:00 before each test; a test moves it between acts.
const time = movableClock(new Date('2026-11-24T12:00:00Z'));
const t = useTestApp({ clock: time.clock });

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
const get = (url: string) => ({ method: 'GET' as const, url });

/** The sample company with one operation (120,50 ha, horímetro 1,5 h) and its owner. */
async function flying(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const operation = (await fly.owner(post('/api/operations', fly.complete))).json().operation;
  return {
    ...fly,
    operation: operation.id as string,
    hours: Math.round((operation.horimetro_fim - operation.horimetro_inicio) * 10) / 10,
  };
}

describe('fuel', () => {
  it('a pilot records fuel on their own flight, litres from the aircraft consumption × hours', async () => {
    const fly = await flying();
    await stockUp(fly.owner, [
      {
        combustivel: 'avgas',
        lote: 'AV-2',
        quantidade: 100,
        custo_unitario_cents: 900,
        validade: '2027-06-30',
      },
      {
        combustivel: 'avgas',
        lote: 'AV-1',
        quantidade: 40,
        custo_unitario_cents: 800,
        validade: '2027-01-31',
      },
    ]);
    await setCompany(t.db, fly.companyId, { subscription_status: 'active' });
    const pilot = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
    const asPilot = caller(t.app, pilot.cookie);
    const exit = { operation_id: fly.operation, combustivel: 'avgas' };
    // Not their flight yet: 403.
    expect(
      (await asPilot(post('/api/stock/combustivel/saidas', { ...exit, litros: 10 }))).statusCode,
    ).toBe(403);
    await linkSamplePilot(fly.owner, fly.ids.pilot, pilot.userId);
    const noRate = await asPilot(post('/api/stock/combustivel/saidas', exit));
    expect(Object.keys(noRate.json().error.fields)).toEqual(['litros']);
    await fly.owner({
      method: 'PUT',
      url: `/api/stock/aeronaves/${fly.ids.aircraft}/combustivel`,
      payload: { combustivel: 'avgas', consumo_l_h: 40 },
    });
    // A pilot's answer has no amount (decision 034).
    const taken = answer(
      await asPilot(post('/api/stock/combustivel/saidas', exit)),
      201,
      moneyless(fuelExit),
    ) as Omit<z.infer<typeof fuelExit>, 'valor_cents'>;
    expect(taken).not.toHaveProperty('valor_cents');
    const litres = Math.round(40 * fly.hours * 1000) / 1000;
    // First expiring first: AV-1's 40 L at R$ 8,00, the rest of AV-2 at R$ 9,00.
    const value = Math.round(Math.min(litres, 40) * 800 + Math.max(litres - 40, 0) * 900);
    expect(taken.litros).toBe(litres);
    expect(taken.movimentos.map((m) => m.lote).sort()).toEqual(
      litres > 40 ? ['AV-1', 'AV-2'] : ['AV-1'],
    );
    // Office reads the fuel cost per flight hour of the aircraft (pilots may not).
    expect(
      (await asPilot(get('/api/stock/combustivel/custo-hora?de=2026-01-01&ate=2026-12-31')))
        .statusCode,
    ).toBe(403);
    const cost = answer(
      await fly.owner(get('/api/stock/combustivel/custo-hora?de=2026-01-01&ate=2026-12-31')),
      200,
      fuelCostPerHour,
    );
    expect(cost.aeronaves).toEqual([
      {
        aircraft_id: fly.ids.aircraft,
        prefixo: expect.any(String),
        litros: litres,
        valor_cents: value,
        horas_voo: fly.hours,
        custo_hora_cents: Math.round(value / fly.hours),
      },
    ]);
  });
});

describe('empty containers', () => {
  it('records returns up to what is owed, with the receipt stored, and prints the report', async () => {
    const fly = await flying();
    const owed = await owingContainers(fly.owner, fly.ids.product);
    expect(owed.resumo).toEqual({ pendentes: 5, vence_em_breve: 0, vencidas: 0 });
    const obligation = owed.embalagens[0].id as string;
    const payload = {
      data: '2026-11-20',
      unidade_recebimento: 'Central inpEV Sorriso-MT',
      numero_comprovante: 'INPEV-2026-5521',
      triplice_lavagem: true,
      itens: [{ obligation_id: obligation, quantidade: 6 }],
    };
    const tooMany = await fly.owner(post('/api/stock/devolucoes', payload));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.fields).toEqual({
      'itens.0.quantidade': 'Restam 5 embalagens a devolver desta linha.',
    });
    const done = answer(
      await fly.owner(
        post('/api/stock/devolucoes', {
          ...payload,
          itens: [{ obligation_id: obligation, quantidade: 3 }],
        }),
      ),
      201,
      containerReturn,
    );
    expect(done.itens).toMatchObject([{ nome: 'Fox Xpro', tipo: 'rigida_lavavel', quantidade: 3 }]);
    expect((await fly.owner(get('/api/stock/embalagens'))).json().embalagens[0]).toMatchObject({
      devolvidas: 3,
      pendentes: 2,
      situacao: 'em_dia',
    });

    const boundary = 'stock-receipt';
    const upload = (name: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stock/devolucoes/${done.id}/comprovante`,
        headers: {
          cookie: fly.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        ),
      });
    expect((await upload('recibo.exe', 'MZ')).statusCode).toBe(400);
    const withReceipt = answer(
      await upload('recibo inpEV.pdf', '%PDF-1.4 recibo'),
      200,
      containerReturn,
    );
    expect(withReceipt.comprovante).toEqual({
      nome_arquivo: 'recibo inpEV.pdf',
      mime: 'application/pdf',
      tamanho: 15,
    });
    const file = await fly.owner(get(`/api/stock/devolucoes/${done.id}/comprovante`));
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 recibo');

    const pdf = await fly.owner(
      get('/api/stock/devolucoes/relatorio.pdf?de=2026-11-01&ate=2026-11-30'),
    );
    expectPdf(pdf);
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect(
      (await other.owner(get(`/api/stock/devolucoes/${done.id}/comprovante`))).statusCode,
    ).toBe(404);
  });
});

describe('shortfalls, alerts, history and exports', () => {
  it('a conclusion without stock leaves a shortfall the office takes from a later entry', async () => {
    const fly = await flying();
    await fly.owner(productSettingsRequest(fly.ids.product, { minimo: 10 }));
    expect(
      (await fly.owner(post(`/api/operations/${fly.operation}/concluir`, {}))).statusCode,
    ).toBe(200);
    const alerts = answer(await fly.owner(get('/api/stock/alertas')), 200, stockAlertList).alertas;
    expect(alerts.map((a) => a.tipo).sort()).toEqual(['consumo_sem_saldo', 'estoque_baixo']);
    const [shortfall] = (await fly.owner(get('/api/stock/faltas'))).json().faltas;
    expect(shortfall).toMatchObject({ nome: 'Fox Xpro', quantidade: 60.25, resolvida_em: null });
    const url = `/api/stock/faltas/${shortfall.id}/resolver`;
    expect(
      Object.keys((await fly.owner(post(url, { forma: 'dispensar' }))).json().error.fields),
    ).toEqual(['observacao']);
    const short = await fly.owner(post(url, { forma: 'baixar' }));
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe(
      'Saldo insuficiente de Fox Xpro: faltam 60,250 L (saldo 0,000 L).',
    );
    await stockUp(fly.owner, [
      { product_id: fly.ids.product, lote: 'FX-9', quantidade: 100, validade: '2026-12-10' },
    ]);
    time.later(60); // the shortfall is taken a minute after the conclusion
    const resolved = answer(await fly.owner(post(url, { forma: 'baixar' })), 200, stockShortfall);
    expect(resolved).toMatchObject({ forma: 'baixar', resolvida_em: expect.any(String) });
    expect((await fly.owner(post(url, { forma: 'baixar' }))).json().error.code).toBe(
      'STOCK_SHORTFALL_RESOLVED',
    );
    const detail = (await fly.owner(get(`/api/operations/${fly.operation}`))).json();
    expect(detail.baixa_estoque).toMatchObject([{ quantidade: 60.25 }]);
    // The lot expires within 30 days of 24/11/2026: the alert says so.
    const after = answer(await fly.owner(get('/api/stock/alertas')), 200, stockAlertList).alertas;
    expect(after.map((a) => a.mensagem)).toEqual([
      'Fox Xpro, lote FX-9 (39,750 L): vence em 10/12/2026.',
    ]);
    expect((await fly.owner(get('/api/stock/saldos?vencendo=true'))).json().itens).toHaveLength(1);
    expect((await fly.owner(get('/api/stock/saldos?baixo=true'))).json().itens).toHaveLength(0);

    const history = answer(
      await fly.owner(get(`/api/stock/movimentos?product_id=${fly.ids.product}`)),
      200,
      stockMovementPage,
    );
    expect(
      history.movimentos.map((m) => [m.tipo, m.quantidade, m.operacao !== null, m.autor !== null]),
    ).toEqual([
      ['consumo', -60.25, true, true],
      ['entrada', 100, false, true],
    ]);
    const xlsx = await fly.owner(get('/api/stock/movimentos.xlsx?de=2026-11-01&ate=2026-11-30'));
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Movimentações')!.rowCount).toBe(1 + history.total);
    const balances = await fly.owner(get('/api/stock/saldos.xlsx'));
    expect(balances.headers['content-disposition']).toBe(
      'attachment; filename="estoque-saldos-2026-11-24.xlsx"',
    );
    expect(
      (await fly.owner(get('/api/stock/movimentos.xlsx?de=2026-11-30&ate=2026-11-01'))).json().error
        .fields,
    ).toEqual({
      ate: 'A data final deve ser posterior à inicial.',
    });
  });
});
