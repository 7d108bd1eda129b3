import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RescissionFigures } from '../../../domain/hr/rescission-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { retype, sentOnce } from '../../test/requests.ts';
import { EMPLOYEE, employeeRow, hrServer } from './test-hr.ts';

// 'Rescisão' on the employee: the kind, the day and the aviso; the figures and payables shown
// before anything is written; confirmed once more; then the TRCT to print.

const PATH = `/api/hr/funcionarios/${EMPLOYEE}/rescisao`;

const figures: RescissionFigures = {
  tipo: 'sem_justa_causa',
  aviso: 'indenizado',
  data: '2027-03-15',
  projecao: '2027-04-17',
  aviso_dias: 33,
  linhas: [
    {
      codigo: 'saldo_salario',
      descricao: 'Saldo de salário',
      referencia: '15 dias',
      tipo: 'provento',
      valor: 150000,
    },
    {
      codigo: 'aviso_previo_indenizado',
      descricao: 'Aviso prévio indenizado',
      referencia: '33 dias',
      tipo: 'provento',
      valor: 330000,
    },
    { codigo: 'inss', descricao: 'INSS', referencia: null, tipo: 'desconto', valor: 11250 },
  ],
  total_proventos_cents: 480000,
  total_descontos_cents: 11250,
  liquido_cents: 468750,
  inss_cents: 11250,
  irrf_cents: 0,
  fgts_cents: 38400,
  saldo_fgts_cents: 1038400,
  multa_fgts_cents: 415360,
  vencimento: '2027-03-25',
  contas_a_pagar: [
    {
      descricao: 'Verbas rescisórias — Carlos Mendes',
      contraparte: 'Carlos Mendes',
      total_cents: 468750,
      vencimento: '2027-03-25',
    },
  ],
};

/** The employee opened by the address, then 'Rescisão': answers its form's dialog. */
async function openRescission() {
  renderRoute(`/recursos-humanos?funcionario=${EMPLOYEE}`);
  const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
  await userEvent.click(await within(detail).findByRole('button', { name: 'Rescisão' }));
  return screen.findByRole('dialog', { name: 'Rescisão de Carlos Mendes' });
}

describe('the rescisão dialog', () => {
  it('previews the figures, asks before recording, then offers the TRCT', async () => {
    const fetch = hrServer([employeeRow()], {
      [`POST ${PATH}/previa`]: figures,
      [`POST ${PATH}`]: {
        ...figures,
        id: EMPLOYEE,
        employee_id: EMPLOYEE,
        funcionario: 'Carlos Mendes',
      },
    });
    const form = await openRescission();
    await retype(within(form).getByLabelText('Data de desligamento'), '15/03/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Calcular rescisão' }));
    expect(await sentOnce(fetch, `${PATH}/previa`)).toEqual({
      tipo: 'sem_justa_causa',
      data: '2027-03-15',
      aviso: 'indenizado',
    });
    const preview = await screen.findByRole('dialog', { name: 'Rescisão de Carlos Mendes' });
    const table = await within(preview).findByRole('table', { name: 'Verbas rescisórias' });
    expect(within(table).getByText('Aviso prévio indenizado')).toBeVisible();
    expect(table).toHaveTextContent('Líquido a receber: R$ 4.687,50');
    expect(preview).toHaveTextContent('multa rescisória R$ 4.153,60 sobre o saldo de R$ 10.384,00');
    expect(preview).toHaveTextContent('R$ 4.687,50 · vence 25/03/2027');

    await userEvent.click(within(preview).getByRole('button', { name: 'Confirmar rescisão' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Confirmar a rescisão de Carlos Mendes?',
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirmar rescisão' }));
    expect(await sentOnce(fetch, PATH)).toEqual({
      tipo: 'sem_justa_causa',
      data: '2027-03-15',
      aviso: 'indenizado',
    });
    const trct = await screen.findByRole('link', { name: 'Baixar TRCT (PDF)' });
    expect(trct).toHaveAttribute('href', `${PATH}/trct`);
  });

  it('has no aviso prévio to choose for a justa causa', async () => {
    const fetch = hrServer([employeeRow()], {
      [`POST ${PATH}/previa`]: { ...figures, tipo: 'justa_causa', aviso: null },
    });
    const form = await openRescission();
    await userEvent.selectOptions(
      within(form).getByLabelText('Tipo de rescisão'),
      'Dispensa por justa causa',
    );
    expect(within(form).queryByLabelText('Aviso prévio')).toBeNull();
    await retype(within(form).getByLabelText('Data de desligamento'), '15/03/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Calcular rescisão' }));
    expect(await sentOnce(fetch, `${PATH}/previa`)).toEqual({
      tipo: 'justa_causa',
      data: '2027-03-15',
      aviso: null,
    });
  });
});
