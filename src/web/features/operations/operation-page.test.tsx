import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeOperation } from '../../../domain/operations/test-data.ts';
import type { OperationStatus } from '../../../domain/operations/values.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import type { OperationDetail } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('/operacao', () => {
  it.each([
    ['/operacao?data=2026-12-01', '2026-12-01'], // from an empty day of the agenda
    ['/operacao?data=2026-02-30', null], // not a date: today
  ])('%s starts on %s', async (url, day) => {
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute(url);
    const field = await screen.findByLabelText(/^Data/);
    expect(field).toHaveValue(
      day ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    );
  });
});

describe('/operacao/{id}', () => {
  const report = completeOperation();
  const detail = (status: OperationStatus, baixa: OperationDetail['baixa_estoque']) => ({
    operation: { ...report.operation, status, valor_cents: null, concluded_at: null },
    products: [],
    faltando: [],
    alertas_clima: [],
    baixa_estoque: baixa,
    report: { ...report, operation: { ...report.operation, status } },
  });

  it('shows what a concluded operation took from stock', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${report.operation.id}`]: detail('concluida', [
        { product_id: 'p1', produto: 'Fox Xpro', quantidade: 60.25, unidade: 'L' },
        { product_id: 'p2', produto: 'Ureia Protegida', quantidade: 286.188, unidade: 'kg' },
      ]),
    });
    renderRoute(`/operacao/${report.operation.id}`);
    const block = await screen.findByRole('region', { name: 'Baixa no estoque' });
    expect(
      within(block)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProdutoQuantidadeUnidade', 'Fox Xpro60,250L', 'Ureia Protegida286,188kg']);
  });

  it('has no stock block before concluding', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${report.operation.id}`]: detail('em_andamento', []),
    });
    renderRoute(`/operacao/${report.operation.id}`);
    await screen.findByRole('heading', { name: 'Operação 2026/0001' });
    expect(screen.queryByRole('region', { name: 'Baixa no estoque' })).toBeNull();
  });
});
