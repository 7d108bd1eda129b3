import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { employee, EMPLOYEE, hrServer } from './test-hr.ts';

// 'Novo funcionário': the contract's pt-BR messages next to each field, the body it sends, and
// the server's refusal on the field it names.

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

const CREATE = '/api/hr/funcionarios';

async function openForm() {
  // The toolbar's button; with no employee the empty list offers the same one.
  const [button] = await screen.findAllByRole('button', { name: 'Novo funcionário' });
  await userEvent.click(button!);
  return screen.findByRole('dialog', { name: 'Novo funcionário' });
}

/** Types a complete employee, with `cpf`. */
async function fill(dialog: HTMLElement, cpf: string) {
  await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Carlos Mendes');
  await userEvent.type(within(dialog).getByLabelText('CPF'), cpf);
  await userEvent.selectOptions(within(dialog).getByLabelText('Cargo'), 'Piloto agrícola');
  await userEvent.type(within(dialog).getByLabelText('Salário base (R$)'), '8.500,00');
  await userEvent.type(within(dialog).getByLabelText('Admissão'), '01/03/2024');
}

describe('Novo funcionário', () => {
  it('names a wrong CPF and the missing cargo, then sends what the contract read', async () => {
    const fetch = hrServer([], { [CREATE]: employee });
    renderRoute('/recursos-humanos');
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('CPF'), '52998224700');
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar funcionário' }));
    expect(await within(dialog).findByText('CPF inválido: confira os dígitos.')).toBeVisible();
    expect(within(dialog).getByText('Selecione o cargo.')).toBeVisible();
    expect(within(dialog).getByText('Nome é obrigatório.')).toBeVisible();
    expect(bodiesSentTo(fetch, CREATE)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('CPF'));
    await fill(dialog, '52998224725');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Insalubridade'),
      'Grau médio (20%)',
    );
    await userEvent.click(within(dialog).getByLabelText('Recebe vale-transporte'));
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Base da comissão'),
      'Por hectare aplicado',
    );
    await userEvent.type(within(dialog).getByLabelText('Valor por hectare (R$)'), '2,50');
    // Full time unless told otherwise (a part-time contract states its hours: CLT art. 58-A).
    expect(within(dialog).getByLabelText('Jornada semanal (horas)')).toHaveValue('44');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar funcionário' }));
    expect(await sentOnce(fetch, CREATE)).toEqual({
      nome: 'Carlos Mendes',
      cpf: '52998224725',
      pis: null,
      cargo: 'piloto_agricola',
      admissao: '2024-03-01',
      demissao: null,
      salario_base_cents: 8500_00,
      jornada_semanal: 44,
      dependentes: 0,
      insalubridade: 20,
      periculosidade: false,
      funcao_gratificada_cents: 0,
      vale_transporte: true,
      vale_alimentacao_cents: 0,
      vale_refeicao_cents: 0,
      plano_saude_cents: 0,
      plano_odontologico_cents: 0,
      comissao_base: 'hectare',
      comissao_valor_cents: 2_50,
      banco: null,
      agencia: null,
      conta: null,
      pix_tipo: null,
      pix_chave: null,
      pilot_id: null,
      technician_id: null,
      user_id: null,
      observacoes: null,
    });
    // Once created, the new employee opens.
    expect(await screen.findByRole('dialog', { name: 'Carlos Mendes' })).toBeVisible();
  });

  it('says insalubridade and periculosidade do not accumulate', async () => {
    hrServer([]);
    renderRoute('/recursos-humanos');
    const dialog = await openForm();
    await fill(dialog, '52998224725');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Insalubridade'),
      'Grau mínimo (10%)',
    );
    await userEvent.click(within(dialog).getByLabelText('Periculosidade (30% do salário base)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar funcionário' }));
    expect(
      await within(dialog).findByText(
        'Periculosidade e insalubridade não se acumulam: escolha uma.',
      ),
    ).toBeVisible();
  });

  it("puts the server's refusal on the field it names", async () => {
    hrServer([], {
      [CREATE]: () =>
        refusal(409, 'HR_CPF_TAKEN', 'Já existe um funcionário com este CPF.', {
          cpf: 'Já existe um funcionário com este CPF.',
        }),
    });
    renderRoute('/recursos-humanos');
    const dialog = await openForm();
    await fill(dialog, '52998224725');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar funcionário' }));
    const message = await within(dialog).findByText('Já existe um funcionário com este CPF.');
    expect(within(dialog).getByLabelText('CPF')).toHaveAccessibleDescription(message.textContent!);
    expect(within(dialog).getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Editar funcionário', () => {
  it('starts from what is stored and offers only the pilot registers still free', async () => {
    const fetch = hrServer([], { [`/api/hr/funcionarios/${EMPLOYEE}`]: employee });
    renderRoute(`/recursos-humanos?funcionario=${EMPLOYEE}`);
    const detail = await screen.findByRole('dialog', { name: 'Carlos Mendes' });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Carlos Mendes' });
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(within(dialog).getByLabelText('Salário base (R$)')).toHaveValue('8.500,00');
    expect(within(dialog).getByLabelText('Periculosidade (30% do salário base)')).toBeChecked();
    const pilots = within(dialog).getByLabelText('Cadastro de piloto');
    expect(await within(pilots).findByRole('option', { name: 'Carlos Mendes' })).toBeEnabled();
    expect(
      within(pilots).getByRole('option', {
        name: 'Ana Souza (vinculado a outro funcionário)',
      }),
    ).toBeDisabled();
    expect(pilots).toHaveValue(employee.pilot_id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const sent = (await sentOnce(fetch, `/api/hr/funcionarios/${EMPLOYEE}`)) as object;
    expect(sent).toMatchObject({
      cargo: 'piloto_agricola',
      salario_base_cents: 8500_00,
      periculosidade: true,
      insalubridade: 0,
      comissao_base: 'hectare',
      comissao_valor_cents: 2_50,
      pix_tipo: 'cpf',
      pilot_id: employee.pilot_id,
    });
  });
});
