import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTING } from '../../../domain/accounting/tax-regime.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { sentWith } from '../../test/requests.ts';
import { accountingServer } from './test-accounting.ts';

// 'Regime tributário' in Configurações (issue 37 item 2): what the DRE's deductions and
// IRPJ/CSLL are worked out by.

const PATH = '/api/accounting/tributacao';

describe('Regime tributário', () => {
  it('shows the default until saved, then saves Lucro Presumido with its rates', async () => {
    const fetch = accountingServer([], {
      [`PUT ${PATH}`]: {
        ...DEFAULT_TAX_SETTING,
        regime: 'lucro_presumido',
        simples_anexo: null,
        iss_aliquota: 2,
        salvo: true,
      },
    });
    renderRoute('/contabilidade?aba=configuracoes');
    expect(await screen.findByText('Simples Nacional, Anexo III')).toBeVisible();
    expect(screen.getByText(/Padrão até que seja salvo/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar regime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regime tributário' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Regime'), 'lucro_presumido');
    await userEvent.clear(within(dialog).getByLabelText('ISS (%)'));
    await userEvent.type(within(dialog).getByLabelText('ISS (%)'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Regime tributário salvo.');
    expect(sentWith(fetch, 'PUT', PATH)).toEqual([
      expect.objectContaining({ regime: 'lucro_presumido', iss_aliquota: 2, pis_aliquota: 0.65 }),
    ]);
  });
});
