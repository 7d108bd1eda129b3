import { describe, expect, it } from 'vitest';
import type { StockAlert } from '../stock/alerts.ts';
import { expiryDigest } from './expiry-digest.ts';

const TODAY = '2026-12-07'; // a Monday
const NOTHING = { documents: [], stock: [], certificateExpires: null };
const alert = (tipo: StockAlert['tipo'], mensagem: string): StockAlert => ({
  tipo,
  mensagem,
  referencia: 'x',
  data: null,
});

describe('the weekly expiry digest', () => {
  it('is nothing when nothing expires within 30 days', () => {
    expect(expiryDigest(NOTHING, TODAY)).toBeNull();
    // 07/12 + 30 days = 06/01/2027: the 7th of January is outside the window.
    const later = {
      ...NOTHING,
      documents: [{ name: 'PR-AGV', document: 'CVA', expires: '2027-01-07' }],
      certificateExpires: '2027-01-07',
      stock: [alert('estoque_baixo', 'Fox Xpro: saldo 10 L, mínimo 50 L.')],
    };
    expect(expiryDigest(later, TODAY)).toBeNull();
  });

  it.each([
    ['2027-01-06', 'CVA de PR-AGV: vence em 06/01/2027.'],
    ['2026-12-07', 'CVA de PR-AGV: vence em 07/12/2026.'],
    ['2026-12-06', 'CVA de PR-AGV: venceu em 06/12/2026.'],
    ['2025-03-01', 'CVA de PR-AGV: venceu em 01/03/2025.'],
  ])('lists a document expiring %s as %j', (expires, line) => {
    const digest = expiryDigest(
      { ...NOTHING, documents: [{ name: 'PR-AGV', document: 'CVA', expires }] },
      TODAY,
    );
    expect(digest).toEqual([
      { title: 'Documentos de pilotos, aeronaves e funcionários', lines: [line] },
    ]);
  });

  it("orders documents by date, keeps the stock's expiries and names the A1 certificate", () => {
    const digest = expiryDigest(
      {
        documents: [
          { name: 'Carlos Mendes', document: 'CMA', expires: '2026-12-20' },
          { name: 'PR-AGV', document: 'Seguro', expires: '2026-12-10' },
        ],
        stock: [
          alert('lote_vencendo', 'Fox Xpro, lote FX-1 (50 L): vence em 15/12/2026.'),
          alert('estoque_baixo', 'Fox Xpro: saldo 50 L, mínimo 100 L.'),
          alert(
            'embalagens_vencidas',
            '3 embalagens vazias de Fox Xpro: devolução vencida em 01/12/2026.',
          ),
          alert('consumo_sem_saldo', 'Operação 2026/0001: 5 L de Fox Xpro consumidos sem saldo.'),
        ],
        certificateExpires: '2026-12-31',
      },
      TODAY,
    );
    expect(digest).toEqual([
      {
        title: 'Documentos de pilotos, aeronaves e funcionários',
        lines: [
          'Seguro de PR-AGV: vence em 10/12/2026.',
          'CMA de Carlos Mendes: vence em 20/12/2026.',
        ],
      },
      {
        title: 'Estoque: lotes e devolução de embalagens vazias',
        lines: [
          'Fox Xpro, lote FX-1 (50 L): vence em 15/12/2026.',
          '3 embalagens vazias de Fox Xpro: devolução vencida em 01/12/2026.',
        ],
      },
      {
        title: 'Certificado digital',
        lines: ['Certificado digital A1 da NFS-e: vence em 31/12/2026.'],
      },
    ]);
  });
});
