import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { ApiError } from '../api-error.ts';
import { clearFieldData, keepTaken, openFieldStore, queueOf } from './field-store.ts';
import { offlineCall } from './offline-api.ts';
import { sendAs } from './queue.ts';

// What the phone answers with no connection (issue 41 items 1, 2 and 5): the operations taken to
// the field are read from the store, and a field change is checked by the server's own contract
// before it is queued — what the phone accepts, the server accepts.

const PILOT = 'usuario-piloto';
const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';
const NOT_TAKEN = '5f0c8a40-0000-4000-8000-000000000009';
const CLIENT = '5f0c8a40-0000-4000-8000-0000000000c1';
const FARM = '5f0c8a40-0000-4000-8000-0000000000f1';
const NOW = new Date('2026-11-10T13:00:00.000Z');
const OFFLINE = new ApiError(0, 'NETWORK_ERROR', 'Sem conexão.');
const ATTACHMENTS = `/api/operations/${OPERATION}/anexos`;
const FLIGHT = `/api/operations/${OPERATION}/voo`;
/** The flight evidence as 'Levar para o campo' read it: nothing imported yet. */
const EVIDENCE = { importacoes: [], figuras: null };

/** The operation as 'Levar para o campo' read it (the fields these tests look at). */
const detail = {
  operation: {
    id: OPERATION,
    numero: '2026/0042',
    status: 'agendada',
    client_id: CLIENT,
    property_id: FARM,
    data: '2026-11-11',
    hora_inicio: null,
    hora_fim: null,
    area_ha: null,
    horimetro_inicio: null,
    updated_at: 'v1',
  },
  products: [],
} as unknown as OperationDetail;

const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
  offlineCall<unknown>(PILOT, path, init, OFFLINE);

async function stored() {
  const store = await openFieldStore(PILOT);
  try {
    return { queue: await queueOf(store), taken: await store.get('operations', OPERATION) };
  } finally {
    store.close();
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const store = await openFieldStore(PILOT);
  await keepTaken(
    store,
    [{ id: OPERATION, updated_at: 'v1', detail, takenAt: NOW.toISOString() }],
    [
      { path: ATTACHMENTS, body: { anexos: [] } },
      { path: FLIGHT, body: EVIDENCE },
    ],
  );
  store.close();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await clearFieldData(PILOT);
});

describe('reading offline', () => {
  it.each([
    ['the operation taken', `/api/operations/${OPERATION}`, detail],
    ['its attachments', ATTACHMENTS, { anexos: [] }],
  ])('answers %s from the store', async (_, path, answer) => {
    expect(await call(path)).toEqual(answer);
  });

  it.each([
    ['an operation not taken', `/api/operations/${NOT_TAKEN}`],
    ['a page never taken', '/api/stock/saldos'],
  ])('fails as the network did for %s', async (_, path) => {
    await expect(call(path)).rejects.toBe(OFFLINE);
  });
});

describe('a field change offline', () => {
  const edit = {
    client_id: CLIENT,
    property_id: FARM,
    data: '2026-11-11',
    hora_inicio: '07:10',
    hora_fim: '08:40',
    area_ha: 120.5,
  };

  it('is refused as the server would refuse it, with the field and its message, and not queued', async () => {
    const refusal = await call(`/api/operations/${OPERATION}`, {
      method: 'PUT',
      body: { ...edit, client_id: '' },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).fields).toEqual({ client_id: 'Selecione o contratante.' });
    expect((await stored()).queue.waiting).toBe(0);
  });

  it('is queued with its key and answered with the operation as it will read; a reload reads it so', async () => {
    const answer = (await call(`/api/operations/${OPERATION}`, {
      method: 'PUT',
      body: edit,
    })) as OperationDetail;
    expect(answer.operation).toMatchObject({ hora_inicio: '07:10', area_ha: 120.5 });
    await call(`/api/operations/${OPERATION}/iniciar`, { body: { confirmarClima: false } });
    const concluded = (await call(`/api/operations/${OPERATION}/concluir`, {
      body: { confirmarClima: true },
    })) as OperationDetail;
    expect(concluded.operation.status).toBe('concluida');

    const { queue, taken } = await stored();
    expect(
      queue.changes.map(({ method, path, versioned, state, recordedAt }) => [
        method,
        path.split('/').pop(),
        versioned,
        state,
        recordedAt,
      ]),
    ).toEqual([
      ['PUT', OPERATION, true, 'waiting', NOW.toISOString()],
      ['POST', 'iniciar', true, 'waiting', NOW.toISOString()],
      ['POST', 'concluir', true, 'waiting', NOW.toISOString()],
    ]);
    expect(new Set(queue.changes.map((change) => change.key)).size).toBe(3);
    // The version stays the one read: the server compares the first change with it.
    expect(taken?.updated_at).toBe('v1');
    expect(await call(`/api/operations/${OPERATION}`)).toEqual(concluded);
  });

  it('records fuel by the stock contract, only for an operation taken', async () => {
    const refusal = await call('/api/stock/combustivel/saidas', {
      body: { operation_id: OPERATION, combustivel: 'gasolina_comum', litros: 80 },
    }).catch((error: unknown) => error);
    expect((refusal as ApiError).fields).toHaveProperty('combustivel');
    await expect(
      call('/api/stock/combustivel/saidas', {
        body: { operation_id: NOT_TAKEN, combustivel: 'avgas', litros: 80 },
      }),
    ).rejects.toBe(OFFLINE);
    const fuel = { operation_id: OPERATION, combustivel: 'avgas', litros: 80 };
    expect(await call('/api/stock/combustivel/saidas', { body: fuel })).toEqual(fuel);
    const [change] = (await stored()).queue.changes;
    expect(change).toMatchObject({ operationId: OPERATION, body: fuel, versioned: false });
  });

  it('keeps a photo to upload, listed with the attachments until it is sent', async () => {
    const upload = (name: string, tipo = 'foto') => {
      const form = new FormData();
      form.set('tipo', tipo);
      form.set('arquivo', new File(['jpeg'], name, { type: 'image/jpeg' }));
      return call(ATTACHMENTS, { body: form });
    };
    await expect(upload('pista.exe')).rejects.toMatchObject({ status: 400 });
    await expect(upload('pista.jpg', 'selfie')).rejects.toMatchObject({ status: 400 });
    await upload('pista.jpg');
    const { anexos } = (await call(ATTACHMENTS)) as { anexos: { nome_arquivo: string }[] };
    expect(anexos.map((a) => a.nome_arquivo)).toEqual(['pista.jpg']);
    const [change] = (await stored()).queue.changes;
    expect(change?.file).toMatchObject({ name: 'pista.jpg', fields: { tipo: 'foto' } });
  });
});

describe('an applied-area import offline', () => {
  const form = (...files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('arquivos', file);
    return body;
  };
  const kml = (name: string) =>
    new File(['<kml/>'], name, { type: 'application/vnd.google-earth.kml+xml' });

  it('is refused as the server refuses it: no file, an empty one, more than 10', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => kml(`voo-${i}.kml`));
    for (const [body, message] of [
      [form(), 'Escolha ao menos um arquivo.'],
      [form(new File([], 'vazio.kml')), 'vazio.kml: arquivo vazio.'],
      [form(...eleven), 'Envie no máximo 10 arquivos por importação.'],
    ] as const)
      await expect(call(FLIGHT, { body })).rejects.toMatchObject({
        status: 400,
        fields: { arquivos: message },
      });
    expect((await stored()).queue.waiting).toBe(0);
  });

  it('keeps its files as one change, answered with the evidence taken', async () => {
    expect(await call(FLIGHT, { body: form(kml('manha.kml'), kml('tarde.kml')) })).toEqual(
      EVIDENCE,
    );
    const [change] = (await stored()).queue.changes;
    expect(change).toMatchObject({ operationId: OPERATION, path: FLIGHT, versioned: false });
    expect(change!.files!.map((file) => file.name)).toEqual(['manha.kml', 'tarde.kml']);
  });

  it('is sent as one import of its files, with its key', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const body = url === '/api/me' ? { user: { id: PILOT } } : { importacoes: [{}] };
      return new Response(JSON.stringify(body), { status: url === '/api/me' ? 200 : 201 });
    });
    // The change as the queue holds it (the test's IndexedDB keeps no Blob, the browser's does).
    const files = [kml('manha.kml'), kml('tarde.kml')].map((blob) => ({ blob, name: blob.name }));
    const change = {
      key: 'importar-voo-0001',
      operationId: OPERATION,
      method: 'POST' as const,
      path: FLIGHT,
      files,
      versioned: false,
      recordedAt: NOW.toISOString(),
      state: 'waiting' as const,
    };
    expect(await sendAs(PILOT)(change, null)).toEqual({ status: 201, body: { importacoes: [{}] } });
    const upload = sent.find((request) => request.url === FLIGHT)!;
    expect(upload.init.headers).toMatchObject({ 'idempotency-key': 'importar-voo-0001' });
    const form = (upload.init.body as FormData).getAll('arquivos') as File[];
    expect(form.map((file) => file.name)).toEqual(['manha.kml', 'tarde.kml']);
  });
});
