import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { CMA, EMPLOYEE, employeeRow, hrServer } from './test-hr.ts';

// 'Documentos': what is expired or expiring, soonest first, each opening its employee, and
// every active employee's documents, loaded when opened.

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

describe('/recursos-humanos?aba=documentos', () => {
  it('lists the alerts, opens their employee and each employee’s documents', async () => {
    hrServer([employeeRow()], {
      '/api/hr/alertas': [
        {
          id: CMA,
          employee_id: EMPLOYEE,
          funcionario: 'Carlos Mendes',
          tipo: 'cma',
          descricao: null,
          validade: '2026-11-20',
          dias_para_vencer: -4,
        },
      ],
    });
    const { router } = renderRoute('/recursos-humanos?aba=documentos');
    const alerts = await screen.findByRole('region', { name: 'A vencer e vencidos' });
    const alert = await within(alerts).findByRole('button', {
      name: /Carlos Mendes · CMA \(certificado médico aeronáutico\)/,
    });
    expect(alert).toHaveTextContent('venceu há 4 dias (20/11/2026)');

    const byEmployee = screen.getByRole('region', { name: 'Por funcionário' });
    await userEvent.click(await within(byEmployee).findByRole('button', { name: /Carlos Mendes/ }));
    expect(await within(byEmployee).findByText('Vence em 12 dias')).toBeVisible();

    await userEvent.click(alert);
    expect(await screen.findByRole('dialog', { name: 'Carlos Mendes' })).toBeVisible();
    expect(router.state.location.search).toBe(`?aba=documentos&funcionario=${EMPLOYEE}`);
  });
});
