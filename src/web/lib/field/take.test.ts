import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_KINDS } from '../../../domain/registers/values.ts';
import { clearFieldData, openFieldStore } from './field-store.ts';
import { openOperations, readTaken, takeToField } from './take.ts';

// 'Levar para o campo' (issue 41 item 1): what is offered and what is kept.

const PILOT = 'usuario-piloto';
const A = '5f0c8a40-0000-4000-8000-00000000000a';
const B = '5f0c8a40-0000-4000-8000-00000000000b';
const NOW = new Date('2026-11-10T13:00:00.000Z');

/** A server answering from a table of paths; what is not in it is refused (403). */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return path in answers
        ? new Response(JSON.stringify(answers[path]))
        : new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Proibido.' } }), {
            status: 403,
          });
    }),
  );
  return asked;
}

const row = (id: string, status: string) => ({ id, numero: id.slice(-4), status });
const detail = (id: string) => ({ operation: { id, updated_at: `versao-${id.slice(-1)}` } });

afterEach(() => clearFieldData(PILOT));

describe('the operations offered', () => {
  it('reads every page of the days chosen and offers those still to be flown', async () => {
    const list = '/api/operations?de=2026-11-10&ate=2026-11-11';
    serve({
      [`${list}&pagina=1`]: { items: [row(A, 'agendada'), row(B, 'concluida')], total: 3 },
      [`${list}&pagina=2`]: { items: [row(B.replace('b', 'c'), 'em_andamento')], total: 3 },
    });
    const offered = await openOperations('2026-11-10', '2026-11-11');
    expect(offered.map((item) => item.status)).toEqual(['agendada', 'em_andamento']);
  });
});

describe('taking them', () => {
  it('keeps each operation at the version read, and the answers its forms read', async () => {
    const options = Object.fromEntries(
      REGISTER_KINDS.filter((kind) => kind !== 'technicians').map((kind) => [
        `/api/registers/${kind}/options`,
        { options: [] },
      ]),
    );
    serve({
      ...options,
      [`/api/operations/${A}`]: detail(A),
      [`/api/operations/${A}/anexos`]: { anexos: [] },
      [`/api/operations/${A}/voo`]: { importacoes: [] },
      [`/api/operations/${A}/propostas`]: { propostas: [] },
    });
    const bytes = await takeToField(PILOT, [A], NOW);
    expect(bytes).toBeGreaterThan(0);
    expect(await readTaken(PILOT)).toEqual([detail(A)]);
    const store = await openFieldStore(PILOT);
    const taken = await store.get('operations', A);
    const kept = (await store.getAll('answers')).map((answer) => answer.path);
    store.close();
    expect(taken).toMatchObject({ updated_at: 'versao-a', takenAt: NOW.toISOString() });
    // A register the user may not read (403 here) is left out, not the whole taking.
    expect(kept).not.toContain('/api/registers/technicians/options');
    expect(kept.sort()).toEqual(
      [
        ...Object.keys(options),
        `/api/operations/${A}/anexos`,
        `/api/operations/${A}/voo`,
        `/api/operations/${A}/propostas`,
      ].sort(),
    );
  });

  it('takes nothing when an operation cannot be read', async () => {
    serve({});
    await expect(takeToField(PILOT, [A], NOW)).rejects.toMatchObject({ status: 403 });
    expect(await readTaken(PILOT)).toEqual([]);
  });
});
