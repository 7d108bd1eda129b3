import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requested, retype, sentOnce } from '../../test/requests.ts';
import { currentMonth } from './payroll-months.ts';
import { payrollServer, renderTab, version2026 } from './payroll-test-data.ts';
import { TablesTab } from './tables-tab.tsx';

// The payroll tables: versions newest first with what is in use, a new version starting from
// the latest (reais and percent typed, centavos and percent sent), deleting one not in use.

const TABLES = '/api/hr/tabelas';
const december = {
  ...version2026,
  id: crypto.randomUUID(),
  valido_desde: '2026-12-01',
  em_uso: false,
};

describe('Tabelas', () => {
  it('lists the versions with the month each is valid from and which are in use', async () => {
    payrollServer({ [TABLES]: [december, version2026] });
    renderTab(<TablesTab />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Válida desde dezembro/2026');
    expect(within(items[0]!).queryByText('Em uso')).toBeNull();
    expect(items[1]).toHaveTextContent('Válida desde janeiro/2026');
    expect(within(items[1]!).getByText('Em uso')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir tabelas de dezembro/2026' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir tabelas de janeiro/2026' })).toBeNull();
  });

  it('deletes a version not in use once confirmed', async () => {
    const fetch = payrollServer({ [TABLES]: [december, version2026] });
    renderTab(<TablesTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir tabelas de dezembro/2026' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Excluir as tabelas de dezembro/2026?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir versão' }));
    await expect.poll(() => requested(fetch, 'DELETE', `${TABLES}/${december.id}`)).toBe(true);
  });

  it('starts a new version from the latest and sends centavos and percent', async () => {
    const fetch = payrollServer({ [TABLES]: [version2026], [`POST ${TABLES}`]: december });
    renderTab(<TablesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova versão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão das tabelas' });
    const ceiling = within(dialog).getByLabelText('Teto (4ª faixa até) (R$)');
    expect(ceiling).toHaveValue('8.475,55');
    // The INSS's third bracket, then the IRRF's.
    const thirdRates = within(dialog).getAllByLabelText('3ª faixa: alíquota (%)');
    expect(thirdRates.map((field) => (field as HTMLInputElement).value)).toEqual(['12', '22,5']);
    expect(within(dialog).getByRole('checkbox', { name: /Lei 15\.270/ })).toBeChecked();
    await retype(ceiling, '8.600,00');
    await retype(within(dialog).getByLabelText('Adicional noturno (%)'), '25');
    // The absence rule: the spec's by default, the CLT's chosen here.
    const absences = within(dialog).getByLabelText('Desconto das faltas');
    expect(absences).toHaveValue('dias_uteis');
    await userEvent.selectOptions(absences, 'clt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar versão' }));
    const sent = (await sentOnce(fetch, TABLES)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      valido_desde: currentMonth(),
      inss_faixa1_limite: 1621_00,
      inss_faixa1_aliquota: 7.5,
      inss_faixa4_limite: 8600_00,
      irrf_faixa4_deducao: 908_73,
      irrf_reducao_lei_15270: true,
      adicional_noturno_percentual: 25,
      salario_minimo: 1621_00,
      faltas_regra: 'clt',
    });
    expect(Object.keys(sent)).toHaveLength(32);
  });
});
