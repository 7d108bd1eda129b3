import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StockShortfall } from '../../../domain/stock/response-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { NO_BALANCES, stockServer } from './test-stock.ts';

const shortfall = (over: Partial<StockShortfall>): StockShortfall => ({
  id: 's1',
  operation_id: 'o1',
  operacao: '2026/0042',
  product_id: 'p1',
  nome: 'Fox Xpro',
  unidade: 'L',
  quantidade: 40.25,
  motivo: 'lote_vencido',
  created_at: '2026-11-20T12:00:00.000Z',
  resolvida_em: null,
  forma: null,
  observacao: null,
  ...over,
});

// An expired agrotóxico is never applied (Lei 14.785/2023; Decreto 4.074/2002): the shortfall
// a conclusion leaves when only expired lots held the product says so.
describe('shortfalls panel', () => {
  it("shows each shortfall's reason, and how expired stock leaves", async () => {
    stockServer(
      'admin',
      {
        '/api/stock/faltas': {
          faltas: [shortfall({}), shortfall({ id: 's2', quantidade: 10.25, motivo: 'sem_saldo' })],
        },
      },
      NO_BALANCES,
    );
    renderRoute('/estoque');
    const panel = await screen.findByRole('region', { name: 'Consumo sem saldo (2)' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Fox Xpro: faltaram 40,25 L na operação 2026/0042 (lote vencido)'),
      expect.stringContaining('Fox Xpro: faltaram 10,25 L na operação 2026/0042 (sem saldo)'),
    ]);
    expect(panel).toHaveTextContent(/dê baixa do lote vencido por um ajuste de vencimento/);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consumo sem saldo: Fox Xpro' });
    expect(dialog).toHaveTextContent(
      'Faltaram 40,25 L na operação 2026/0042 (lote vencido). A baixa usa só lotes válidos na data da aplicação.',
    );
  });
});
