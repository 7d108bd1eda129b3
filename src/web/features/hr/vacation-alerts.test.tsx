import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VacationAlerts } from '../../../domain/hr/vacation-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { EMPLOYEE, employeeRow, hrServer } from './test-hr.ts';

// The férias owed before the double pay (CLT art. 137): listed over 'Funcionários', each
// opening its employee, and said on the employee.

const owed = (situacao: 'a_vencer' | 'vencidas', texto: string) => ({
  periodo: '01/03/2024 a 28/02/2025',
  restantes: 30,
  concessivoFim: '2026-02-28',
  situacao,
  texto,
});
const SOON =
  '30 dias de férias do período 01/03/2024 a 28/02/2025 devem ser concedidos até 28/02/2026, depois disso em dobro (CLT art. 137).';

describe('férias to grant', () => {
  it('are listed over the employees, each opening its employee, where they are said again', async () => {
    const alerts: VacationAlerts = [
      { employee_id: EMPLOYEE, funcionario: 'Carlos Mendes', aviso: owed('a_vencer', SOON) },
    ];
    hrServer([employeeRow()], {
      '/api/hr/ferias/alertas': alerts,
      [`/api/hr/funcionarios/${EMPLOYEE}/ferias`]: {
        aviso: owed('a_vencer', SOON),
        periodos: [],
      },
    });
    renderRoute('/recursos-humanos');
    const list = await screen.findByRole('region', { name: 'Férias a conceder' });
    expect(within(list).getByText('A vencer')).toBeVisible();
    expect(within(list).getByText(SOON)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Carlos Mendes' }));
    const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
    expect(await within(detail).findByText(SOON)).toBeVisible();
    expect(within(detail).getByText('Férias a conceder')).toBeVisible();
  });

  it('show nothing when none is due', async () => {
    hrServer([employeeRow()], { '/api/hr/ferias/alertas': [] });
    renderRoute('/recursos-humanos');
    await screen.findByRole('button', { name: 'Carlos Mendes' });
    expect(screen.queryByRole('region', { name: 'Férias a conceder' })).toBeNull();
  });
});
