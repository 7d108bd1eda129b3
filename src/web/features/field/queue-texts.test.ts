import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../../lib/field/field-store.ts';
import { changeLabel, changesText } from './queue-texts.ts';

const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';
const change = (path: string, extra: Partial<QueuedChange> = {}): QueuedChange => ({
  key: 'chave-0001',
  operationId: OPERATION,
  method: 'POST',
  path,
  versioned: false,
  recordedAt: '2026-11-10T13:00:00.000Z',
  state: 'waiting',
  ...extra,
});

/** Each change, and what the list calls it. */
const LABELS: [QueuedChange, string][] = [
  [
    change(`/api/operations/${OPERATION}`, { method: 'PUT' }),
    'Dados da operação (horários, clima, produtos, área)',
  ],
  [change(`/api/operations/${OPERATION}/iniciar`), 'Início da operação'],
  [change(`/api/operations/${OPERATION}/concluir`), 'Conclusão da operação'],
  [
    change('/api/stock/combustivel/saidas', {
      body: { operation_id: OPERATION, combustivel: 'jet_a1', litros: 180.5 },
    }),
    'Combustível: Jet A-1, 180,5 L',
  ],
  [
    change('/api/stock/combustivel/saidas', {
      body: { operation_id: OPERATION, combustivel: 'avgas', litros: null },
    }),
    'Combustível: AVGAS 100LL, pelo consumo da aeronave',
  ],
  [
    change(`/api/operations/${OPERATION}/anexos`, {
      file: { blob: new Blob(['x']), name: 'receita.pdf', fields: { tipo: 'receituario' } },
    }),
    'Anexo (Receituário assinado): receita.pdf',
  ],
  [
    change(`/api/operations/${OPERATION}/voo`, {
      files: [
        { blob: new Blob(['x']), name: 'manha.kml' },
        { blob: new Blob(['x']), name: 'tarde.gpx' },
      ],
    }),
    'Área aplicada: manha.kml, tarde.gpx',
  ],
];

describe('what the field page calls each queued change', () => {
  it.each(LABELS.map(([queued, label]) => [label, queued] as const))('%s', (label, queued) => {
    expect(changeLabel(queued)).toBe(label);
  });

  it.each([
    [1, '1 alteração'],
    [4, '4 alterações'],
  ])('counts %i as %s', (count, text) => {
    expect(changesText(count)).toBe(text);
  });
});
