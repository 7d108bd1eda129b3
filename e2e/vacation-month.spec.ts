import { randomUUID } from 'node:crypto';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Fixed dates, not the day the suite runs: the figures below are those of decision 032's worked
// case (src/server/hr/vacation-month.test.ts), on the 2026 tables every company starts with.
const DECEMBER = '2026-12';
const VACATION_START = '2026-12-21';

test('férias inside the month: closing 20 days of férias from 21/12 leaves December’s draft holerite 19 days of salary and the férias’ share of the INSS', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `ferias-mes-${stamp}@cerrado.com.br`);
  // An agronomist at R$ 9.500,00 with 1 dependent, admitted 10/02/2025: her período aquisitivo
  // 10/02/2025–09/02/2026 is complete, and the concessivo runs to 09/02/2027 (CLT arts. 130, 134).
  const hired = await page.request.post('/api/hr/funcionarios', {
    data: {
      nome: 'Ana Souza',
      cpf: '111.444.777-35',
      cargo: 'engenheiro_agronomo',
      admissao: '2025-02-10',
      salario_base_cents: 950_000,
      dependentes: 1,
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  // December's monthly run, a draft: the whole month's salary, 30 days, so far.
  const drafted = await page.request.post('/api/hr/folhas', {
    data: { tipo: 'mensal', competencia: DECEMBER },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const december = (await drafted.json()) as {
    id: string;
    itens: { resultado: { linhas: { codigo: string; referencia?: string }[] } }[];
  };
  const salaryLine = december.itens[0]!.resultado.linhas.find((l) => l.codigo === 'salario_base');
  expect(salaryLine?.referencia).toBe('30 dias');

  // The office gives her 20 days of férias from 21/12 on the HR page and closes them.
  await page.goto('/recursos-humanos?aba=folha');
  await page.getByRole('button', { name: 'Nova folha' }).first().click();
  const run = page.getByRole('dialog', { name: 'Nova folha' });
  await run.getByLabel('Tipo').selectOption({ label: 'Férias' });
  await run.getByLabel('Competência').fill(DECEMBER);
  await run.getByLabel('Funcionário').selectOption({ label: 'Ana Souza' });
  await run.getByLabel('Início das férias').fill(VACATION_START);
  await run.getByLabel('Dias', { exact: true }).fill('20');
  await run.getByRole('button', { name: 'Calcular folha' }).click();
  await expect(run).toBeHidden();
  await page.getByRole('button', { name: 'Fechar folha' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fechar a folha de dezembro/2026?' });
  await confirm.getByRole('button', { name: 'Fechar folha' }).click();
  await expect(page.getByText('Fechada', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'rh-ferias-fechadas');

  // December's draft was computed again when they closed: 11 of its days (21–31) are férias.
  await page.goto(`/recursos-humanos?aba=folha&folha=${december.id}`);
  await page.getByRole('button', { name: /^Holerite de Ana Souza/ }).click();
  const slip = page.getByRole('table', { name: 'Holerite de Ana Souza' });
  // 30 − 11 = 19 days of salary: 9.500,00 × 19/30 = 6.016,67.
  const salary = slip.getByRole('row').filter({ hasText: 'Salário base' }).first();
  await expect(salary).toContainText('19 dias');
  await expect(salary).toContainText('R$ 6.016,67');
  // The receipt: 9.500,00 × 20/30 = 6.333,33 + 1/3 2.111,11 = 8.444,44, INSS 983,74. December's
  // share is 11/20 of each: 4.644,44 and 541,06. The month's INSS: (6.016,67 + 4.644,44 =
  // 10.661,11, above the ceiling) → 988,09 − 541,06 = 447,03.
  for (const [label, value] of [
    ['Férias no mês', '11 dias'],
    ['Férias + 1/3 na base do INSS', 'R$ 4.644,44'],
    ['INSS retido nas férias', 'R$ 541,06'],
  ] as const)
    await expect(
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(value);
  const inss = slip.getByRole('row').filter({ hasText: 'INSS' }).first();
  await expect(inss).toContainText('R$ 447,03');
  await screenshot(page, 'rh-ferias-no-mes');
});
