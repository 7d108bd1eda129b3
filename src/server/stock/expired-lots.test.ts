import { describe, expect, it } from 'vitest';
import {
  stockAlertList,
  stockLotDetail,
  stockShortfallList,
} from '../../domain/stock/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { stockUp } from '../test/stock-entries.ts';

// An expired agrotóxico is never applied (Lei 14.785/2023, on agrotóxicos; Decreto 4.074/2002,
// which regulates it): a conclusion takes only lots valid on the application's date — the
// operation's date, not today — and what only expired lots hold becomes a 'lote vencido'
// shortfall. Expired stock leaves by an explicit adjustment ('vencimento').

// Today is 24/11/2026 12:00; the sample operation was flown on 10/11/2026 (120,50 ha × 0,5 L/ha
// of Fox Xpro = 60,25 L).
const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
const get = (url: string) => ({ method: 'GET' as const, url });

async function flying() {
  const fly = await companyReadyToFly(t.app);
  const created = await fly.owner(post('/api/operations', fly.complete));
  if (created.statusCode !== 201) throw new Error(created.body);
  const operation = created.json().operation;
  const lots = (lines: { lote: string; quantidade: number; validade: string }[], nf?: string) =>
    stockUp(
      fly.owner,
      lines.map((line) => ({ product_id: fly.ids.product, fabricacao: '2025-01-01', ...line })),
      nf,
    );
  const saldo = async (lotId: string) =>
    answer(await fly.owner(get(`/api/stock/lotes/${lotId}`)), 200, stockLotDetail).lote.saldo;
  const shortfalls = async () =>
    answer(await fly.owner(get('/api/stock/faltas')), 200, stockShortfallList).faltas;
  return { ...fly, operation: operation.id as string, lots, saldo, shortfalls };
}

describe('a conclusion never takes a lot expired on the application date', () => {
  it.each([
    {
      case: 'expired lot of 100 L and valid lot of 20 L',
      expired: 100,
      valid: 20,
      shortfalls: [{ motivo: 'lote_vencido', quantidade: 40.25 }],
    },
    {
      case: 'expired lot of 30 L and valid lot of 20 L',
      expired: 30,
      valid: 20,
      shortfalls: [
        { motivo: 'lote_vencido', quantidade: 30 },
        { motivo: 'sem_saldo', quantidade: 10.25 },
      ],
    },
    {
      case: 'expired lot of 100 L and valid lot of 80 L',
      expired: 100,
      valid: 80,
      shortfalls: [],
    },
  ])('$case: the expired lot is untouched, the rest a shortfall', async (row) => {
    const fly = await flying();
    // VENC-1 expired on 09/11/2026, the day before the application; OK-1 is valid until 2027.
    const ids = await fly.lots([
      { lote: 'VENC-1', quantidade: row.expired, validade: '2026-11-09' },
      { lote: 'OK-1', quantidade: row.valid, validade: '2027-06-30' },
    ]);
    const res = await fly.owner(post(`/api/operations/${fly.operation}/concluir`, {}));
    expect(res.statusCode).toBe(200);
    expect(await fly.saldo(ids['VENC-1']!)).toBe(row.expired);
    expect(await fly.saldo(ids['OK-1']!)).toBe(Math.max(0, row.valid - 60.25));
    const detail = (await fly.owner(get(`/api/operations/${fly.operation}`))).json();
    expect(detail.baixa_estoque).toMatchObject([{ quantidade: Math.min(row.valid, 60.25) }]);
    const faltas = await fly.shortfalls();
    expect(
      faltas
        .map((f) => ({ motivo: f.motivo, quantidade: f.quantidade }))
        .sort((a, b) => a.motivo.localeCompare(b.motivo)),
    ).toEqual(row.shortfalls);
  });

  it('judges validity on the operation date, not today: a lot expired since is still taken', async () => {
    const fly = await flying();
    // Valid on 10/11/2026 (the application; the last valid day counts), expired by 24/11/2026.
    const ids = await fly.lots([
      { lote: 'NO-DIA', quantidade: 50, validade: '2026-11-10' },
      { lote: 'DEPOIS', quantidade: 50, validade: '2026-11-20' },
    ]);
    await fly.owner(post(`/api/operations/${fly.operation}/concluir`, {}));
    expect(await fly.saldo(ids['NO-DIA']!)).toBe(0);
    expect(await fly.saldo(ids['DEPOIS']!)).toBe(39.75);
    expect(await fly.shortfalls()).toEqual([]);
  });

  it("a 'lote vencido' shortfall is taken only from a valid lot; the expired one leaves by adjustment", async () => {
    const fly = await flying();
    const ids = await fly.lots([{ lote: 'VENC-1', quantidade: 100, validade: '2026-11-09' }]);
    await fly.owner(post(`/api/operations/${fly.operation}/concluir`, {}));
    const [shortfall] = await fly.shortfalls();
    expect(shortfall).toMatchObject({ motivo: 'lote_vencido', quantidade: 60.25 });
    const alerts = answer(await fly.owner(get('/api/stock/alertas')), 200, stockAlertList).alertas;
    expect(alerts.filter((a) => a.tipo === 'consumo_sem_saldo').map((a) => a.mensagem)).toEqual([
      `Operação ${shortfall!.operacao}: 60,250 L de Fox Xpro sem lote válido na data da aplicação (lote vencido).`,
    ]);
    const resolve = post(`/api/stock/faltas/${shortfall!.id}/resolver`, { forma: 'baixar' });
    const refused = await fly.owner(resolve);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Saldo insuficiente de Fox Xpro: faltam 60,250 L (saldo 0,000 L; lote vencido não é usado).',
    );
    expect(await fly.saldo(ids['VENC-1']!)).toBe(100);

    // The expired lot is written off by an explicit adjustment.
    const adjustment = await fly.owner(
      post('/api/stock/ajustes', {
        lot_id: ids['VENC-1'],
        motivo: 'vencimento',
        quantidade: 100,
        observacao: 'Lote vencido em 09/11/2026, enviado para descarte.',
      }),
    );
    expect(adjustment.statusCode).toBe(201);
    expect(adjustment.json()).toMatchObject({ tipo: 'ajuste', quantidade: -100 });
    expect(await fly.saldo(ids['VENC-1']!)).toBe(0);

    // A valid lot arrives: the shortfall is taken from it.
    const fresh = await fly.lots(
      [{ lote: 'OK-2', quantidade: 80, validade: '2027-08-31' }],
      '1202',
    );
    const taken = await fly.owner(resolve);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ motivo: 'lote_vencido', forma: 'baixar' });
    expect(await fly.saldo(fresh['OK-2']!)).toBe(19.75);
  });
});

describe('an expired lot leaves stock by an explicit adjustment', () => {
  it.each([
    ['vencimento', 'Lote vencido em 09/11/2026.'],
    ['descarte', 'Embalagem violada; devolvido ao fabricante para descarte.'],
  ])("'%s' takes the expired lot out, with its reason", async (motivo, observacao) => {
    const fly = await flying();
    const ids = await fly.lots([{ lote: 'VENC-1', quantidade: 35.5, validade: '2026-11-09' }]);
    const res = await fly.owner(
      post('/api/stock/ajustes', { lot_id: ids['VENC-1'], motivo, quantidade: 35.5, observacao }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tipo: 'ajuste', motivo, quantidade: -35.5 });
    expect(await fly.saldo(ids['VENC-1']!)).toBe(0);
  });
});

describe('fuel taken on a flight', () => {
  it('comes from lots valid on the flight date; a lot without validade always is', async () => {
    const fly = await flying();
    const ids = await stockUp(fly.owner, [
      { combustivel: 'avgas', lote: 'AV-VENC', quantidade: 100, validade: '2026-11-09' },
      { combustivel: 'avgas', lote: 'AV-SEM', quantidade: 30 },
    ]);
    const exit = (litros: number) =>
      fly.owner(
        post('/api/stock/combustivel/saidas', {
          operation_id: fly.operation,
          combustivel: 'avgas',
          litros,
        }),
      );
    expect((await exit(20)).statusCode).toBe(201);
    expect(await fly.saldo(ids['AV-VENC']!)).toBe(100);
    expect(await fly.saldo(ids['AV-SEM']!)).toBe(10);
    const short = await exit(15);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe(
      'Saldo insuficiente de AVGAS 100LL: faltam 5,000 L (saldo 10,000 L; lote vencido não é usado).',
    );
  });
});
