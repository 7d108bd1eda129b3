import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce, sentWith } from '../../test/requests.ts';
import { CMA, cma, employee, EMPLOYEE, employeeRow, hrServer } from './test-hr.ts';

// An employee opened by the address (the dashboard's alerts link there): every field, the
// documents with their validity, deleting one only once confirmed, and the dismissal's date.

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

const DOCUMENT = `/api/hr/documentos/${CMA}`;

const deletes = (fetch: ReturnType<typeof hrServer>) => sentWith(fetch, 'DELETE', DOCUMENT);

describe('/recursos-humanos?funcionario=', () => {
  it("opens the employee with every field and the documents' validity", async () => {
    hrServer([employeeRow()], {
      [`/api/hr/funcionarios/${EMPLOYEE}`]: {
        ...employee,
        documentos: [
          cma,
          { ...cma, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', tipo: 'cnh', dias_para_vencer: -3 },
          {
            ...cma,
            id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
            tipo: 'aso',
            dias_para_vencer: 200,
          },
        ],
      },
    });
    renderRoute(`/recursos-humanos?aba=funcionarios&funcionario=${EMPLOYEE}`);
    const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
    const fact = (label: string) => within(detail).getByText(label).nextElementSibling;
    await within(detail).findByText('CPF');
    expect(fact('CPF')).toHaveTextContent('529.982.247-25');
    expect(fact('Cargo')).toHaveTextContent('Piloto agrícola');
    expect(fact('Salário base')).toHaveTextContent('R$ 8.500,00');
    expect(fact('Jornada semanal')).toHaveTextContent('44 h');
    expect(fact('Periculosidade')).toHaveTextContent('Sim (30%)');
    expect(fact('Plano de saúde (desconto)')).toHaveTextContent('R$ 150,00/mês');
    expect(fact('Comissão')).toHaveTextContent('R$ 2,50 por hectare');
    expect(await within(detail).findByText('Carlos Mendes', { selector: 'dd' })).toBeVisible();
    const documents = within(detail).getByRole('region', { name: 'Documentos' });
    const item = (name: string) => within(documents).getByText(name).closest('li')!;
    expect(
      within(item('CMA (certificado médico aeronáutico)')).getByText('Vence em 12 dias'),
    ).toBeVisible();
    expect(within(item('CNH')).getByText('Vencido')).toBeVisible();
    expect(within(item('ASO (atestado de saúde ocupacional)')).getByText('Válido')).toBeVisible();
  });

  it('deletes a document only once confirmed', async () => {
    const fetch = hrServer([employeeRow()], {
      [DOCUMENT]: () => new Response(null, { status: 204 }),
    });
    renderRoute(`/recursos-humanos?funcionario=${EMPLOYEE}`);
    const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
    const remove = await within(detail).findByRole('button', {
      name: 'Excluir CMA (certificado médico aeronáutico)',
    });
    await userEvent.click(remove);
    const ask = await screen.findByRole('dialog', { name: 'Excluir documento?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir documento?' })).toBeNull(),
    );
    expect(deletes(fetch)).toEqual([]);

    await userEvent.click(remove);
    const again = await screen.findByRole('dialog', { name: 'Excluir documento?' });
    expect(
      within(again).getByText(
        'CMA (certificado médico aeronáutico) (validade 10/12/2026) sai do cadastro do funcionário e deixa de gerar alertas.',
      ),
    ).toBeVisible();
    await userEvent.click(within(again).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(deletes(fetch)).toHaveLength(1));
  });

  it('records a dismissal on the day asked', async () => {
    const fetch = hrServer([employeeRow()]);
    renderRoute(`/recursos-humanos?funcionario=${EMPLOYEE}`);
    const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
    await userEvent.click(
      await within(detail).findByRole('button', { name: 'Registrar desligamento' }),
    );
    const ask = await screen.findByRole('dialog', {
      name: 'Registrar desligamento de Carlos Mendes?',
    });
    const day = within(ask).getByLabelText('Data de demissão');
    await userEvent.clear(day);
    await userEvent.click(within(ask).getByRole('button', { name: 'Registrar desligamento' }));
    expect(await within(ask).findByText('Data de demissão é obrigatória.')).toBeVisible();
    await userEvent.type(day, '30/11/2026');
    await userEvent.click(within(ask).getByRole('button', { name: 'Registrar desligamento' }));
    expect(await sentOnce(fetch, `/api/hr/funcionarios/${EMPLOYEE}`)).toEqual({
      demissao: '2026-11-30',
    });
  });
});
