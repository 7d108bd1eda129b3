import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money.ts';
import { bodiesSentTo, retype, sentOnce } from '../../test/requests.ts';
import { currentMonth, currentYear } from './payroll-months.ts';
import { PayrollTab } from './payroll-tab.tsx';
import { payrollServer, renderTab, RUN, runDetail, runRow } from './payroll-test-data.ts';

// The payroll tab's list: the runs of this year, the empty state, and the new-run dialog
// (férias need their employee; a monthly run sends only its kind and month, then opens).

const RUNS = `/api/hr/folhas?ano=${currentYear()}`;
const EMPLOYEE = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const employees = {
  items: [
    {
      id: EMPLOYEE,
      nome: 'Ana Souza',
      cpf: '52998224725',
      cargo: 'auxiliar_pista',
      admissao: '2024-03-01',
      demissao: null,
      salario_base_cents: 2000_00,
      documentos_alerta: 0,
    },
  ],
  total: 1,
  pageSize: 25,
};

const RUN_NAME = /^Folha mensal (Rascunho|Fechada) novembro\/2026 · 2 funcionários Líquido/;

describe('Folha de pagamento', () => {
  it("lists the year's runs with their kind, month, status, employees and net", async () => {
    payrollServer({ [RUNS]: [runRow, { ...runRow, id: crypto.randomUUID(), status: 'fechada' }] });
    renderTab(<PayrollTab />);
    // Each row is named by what it shows, from its start (WCAG 2.5.3, label in name).
    const rows = await screen.findAllByRole('button', { name: RUN_NAME });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Rascunho')).toBeVisible();
    expect(within(rows[1]!).getByText('Fechada')).toBeVisible();
    expect(rows[0]).toHaveTextContent('novembro/2026 · 2 funcionários');
    expect(within(rows[0]!).getByText(formatBRL(runRow.liquido_cents))).toBeVisible();
    expect(screen.getByLabelText('Ano')).toHaveValue(String(currentYear()));
  });

  it('invites to run the month when the year has no run', async () => {
    payrollServer({ [RUNS]: [] });
    renderTab(<PayrollTab />);
    expect(
      await screen.findByText(
        /Nenhuma folha em \d{4}\. Clique em Nova folha para rodar a folha do mês/,
      ),
    ).toBeVisible();
  });

  it('opens a run by its address, so it can be linked and reloaded', async () => {
    payrollServer({ [RUNS]: [runRow], [`/api/hr/folhas/${RUN}`]: runDetail() });
    const { router } = renderTab(<PayrollTab />);
    await userEvent.click(await screen.findByRole('button', { name: RUN_NAME }));
    expect(
      await screen.findByRole('heading', { name: 'Folha mensal — novembro/2026' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe(`?aba=folha&folha=${RUN}`);
  });

  it('asks for the employee of a férias run before sending it, with the days sold', async () => {
    const fetch = payrollServer({
      [RUNS]: [],
      '/api/hr/funcionarios?situacao=ativos': employees,
      'POST /api/hr/folhas': { ...runDetail(), tipo: 'ferias' },
    });
    renderTab(<PayrollTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova folha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova folha' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Férias');
    expect(within(dialog).getByLabelText('Dias')).toHaveValue('30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular folha' }));
    expect(await within(dialog).findByText('Selecione o funcionário em férias.')).toBeVisible();
    expect(within(dialog).getByText('Início das férias é obrigatório.')).toBeVisible();
    expect(bodiesSentTo(fetch, '/api/hr/folhas')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Início das férias'), {
      target: { value: `${currentMonth()}-10` },
    });
    await retype(within(dialog).getByLabelText('Dias'), '20');
    await retype(within(dialog).getByLabelText('Dias vendidos (abono pecuniário)'), '10');
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Funcionário' }),
      'Ana Souza',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular folha' }));
    expect(await sentOnce(fetch, '/api/hr/folhas')).toEqual({
      tipo: 'ferias',
      competencia: currentMonth(),
      employee_id: EMPLOYEE,
      inicio: `${currentMonth()}-10`,
      dias: 20,
      abono: 10,
    });
  });

  it('sends a monthly run with only its kind and month, then opens it', async () => {
    const fetch = payrollServer({
      [RUNS]: [],
      'POST /api/hr/folhas': runDetail(),
      [`/api/hr/folhas/${RUN}`]: runDetail(),
    });
    const { router } = renderTab(<PayrollTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova folha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova folha' });
    // Férias chosen and left: their fields are not sent.
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Férias');
    await retype(within(dialog).getByLabelText('Dias'), '20');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Folha mensal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calcular folha' }));
    expect(await sentOnce(fetch, '/api/hr/folhas')).toEqual({
      tipo: 'mensal',
      competencia: currentMonth(),
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?aba=folha&folha=${RUN}`));
  });
});
