import type { Page, TestInfo } from '@playwright/test';
import { LEAVE_QUESTION } from '../src/web/lib/leave-guard.ts';
import { companyWithRegisters } from './company.ts';
import { confirmations, expect, screenshot, test } from './fixtures.ts';

/** Clicks 'Dashboard' in the menu: the tab bar on a desktop, the drawer on a phone. */
async function menuToDashboard(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
  } else
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
}

test('a proposal typed and not saved survives a menu click and Back, and is gone once saved', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await companyWithRegisters(page.request, `rascunho-${stamp}@cerrado.com.br`);
  // Each leave question is answered in turn: stay (false) or leave (true).
  const { answer: answerLeaveQuestion, asked } = confirmations(page);
  await page.goto('/propostas');
  await page.getByRole('link', { name: 'Criar a primeira proposta' }).click();
  await page.getByLabel('Cliente *').selectOption({ label: 'Agropecuária Boa Vista' });
  await page.getByLabel('Descrição *').fill('Aplicação de fungicida');
  await page.getByLabel('Quantidade *').fill('120,5');
  await page.getByLabel('Preço unitário (R$) *').fill('40');
  await page.getByLabel('Observações').fill('Pista de pouso na sede.');

  // A menu click asks first; staying keeps every field as typed.
  answerLeaveQuestion(false);
  await menuToDashboard(page, testInfo);
  await expect(page).toHaveURL(/\/propostas\/nova$/);
  // Staying leaves the phone's drawer open, over the editor.
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(page.getByLabel('Descrição *')).toHaveValue('Aplicação de fungicida');

  // Leaving anyway, the draft is kept: Back brings the editor again with it.
  answerLeaveQuestion(true);
  await menuToDashboard(page, testInfo);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The editor is gone (the dashboard is on screen) before Back brings it again.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/propostas\/nova$/);
  await expect(page.getByText(/Rascunho restaurado/)).toBeVisible();
  await expect(page.getByLabel('Cliente *')).toHaveValue(/.+/);
  await expect(page.getByLabel('Descrição *')).toHaveValue('Aplicação de fungicida');
  await expect(page.getByLabel('Quantidade *')).toHaveValue('120,5');
  await expect(page.getByLabel('Observações')).toHaveValue('Pista de pouso na sede.');
  await expect(page.getByTestId('proposal-total')).toHaveText('R$ 4.820,00');
  await screenshot(page, 'proposta-rascunho');

  // Back from the restored editor asks too.
  answerLeaveQuestion(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/propostas\/nova$/);
  await expect(page.getByLabel('Descrição *')).toHaveValue('Aplicação de fungicida');

  // Saved, it moves on without asking and leaves no draft behind.
  // By keyboard: after Back was refused, the phone's sticky bar is found under the totals by
  // the pointer (the page is shifted sideways), though it shows on top.
  await page.getByRole('button', { name: 'Salvar rascunho' }).press('Enter');
  await expect(page.getByRole('heading', { name: /^Proposta \d{4}\/\d{4}$/ })).toBeVisible();
  await page.goto('/propostas/nova');
  await expect(page.getByLabel('Descrição *')).toHaveValue('');
  await expect(page.getByText(/Rascunho restaurado/)).toBeHidden();
  expect(asked).toEqual([LEAVE_QUESTION, LEAVE_QUESTION, LEAVE_QUESTION]);
});
