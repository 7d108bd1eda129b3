import { randomUUID } from 'node:crypto';
import { signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 45 item 5: the palette finds the new areas by the words people use, opened and chosen
// with the keyboard alone; the spec's 7 commands stay, alone before anything is typed.

/** The spec's 7 (part 1 §2 'Command palette'), in its order; Contabilidade for an owner. */
const SPEC_COMMANDS = [
  'Dashboard',
  'Nova operação',
  'Relatório MAPA',
  'Propostas',
  'Contabilidade',
  'Estoque',
  'Cadastros',
];

/** What is typed, the command the first answer is, and where Enter arrives: page and tab. */
const SEARCHES: [string, string, RegExp, string][] = [
  ['holerite', 'Folha de pagamento', /\/recursos-humanos\?aba=folha$/, 'Folha de pagamento'],
  ['NF-e', 'Notas fiscais', /\/estoque\?aba=notas$/, 'Notas fiscais'],
  ['OFX', 'Conciliação bancária', /\/contabilidade\?aba=conciliacao$/, 'Conciliação'],
  ['fatura', 'Contas a receber', /\/contabilidade\?aba=receber$/, 'A receber'],
  ['embalagem', 'Embalagens vazias', /\/estoque\?aba=embalagens$/, 'Embalagens'],
  ['combustível', 'Combustível', /\/estoque\?aba=combustivel$/, 'Combustível'],
];

test('the palette, by the keyboard: the words of the new areas lead to their tabs, the spec’s 7 stay', async ({
  page,
}, testInfo) => {
  await signUpByApi(page.request, {
    companyName: 'Aero Cerrado',
    email: `paleta-${testInfo.project.name}-${randomUUID().slice(0, 8)}@cerrado.com.br`,
    password: 'Segredo#2026',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const input = page.getByPlaceholder('Digite um comando ou busque...');
  const options = page.getByRole('option');

  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await expect(options).toHaveCount(SPEC_COMMANDS.length);
  for (const [n, label] of SPEC_COMMANDS.entries())
    await expect(options.nth(n)).toContainText(label);
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  for (const [typed, command, address, tab] of SEARCHES) {
    await page.keyboard.press('Control+K');
    await expect(input).toBeFocused();
    await page.keyboard.type(typed);
    await expect(options.first()).toContainText(command);
    await expect(options.first()).toHaveAttribute('data-selected', 'true');
    if (typed === 'holerite') await screenshot(page, 'paleta-holerite', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
});
