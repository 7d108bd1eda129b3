import type { Page, TestInfo } from '@playwright/test';
import { signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** A new company's owner, signed in by the sign-up itself. */
async function signUpOwner(page: Page, testInfo: TestInfo, prefix: string) {
  await signUpByApi(page.request, {
    companyName: 'Aero Cerrado',
    email: `${prefix}-${testInfo.project.name}-${Date.now()}@cerrado.com.br`,
    password: 'Segredo#2026',
  });
}

test('the navigation reaches the working areas: tab bar on a desktop, drawer on a phone', async ({
  page,
}, testInfo) => {
  await signUpOwner(page, testInfo, 'nav');
  await page.goto('/dashboard');
  const phone = testInfo.project.name === 'phone';
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Financeiro')).toBeVisible();
    await screenshot(page, 'menu', { fullPage: false });
    await drawer.getByRole('link', { name: 'Relatório MAPA' }).click();
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByText('Relatórios').click();
    await screenshot(page, 'menu', { fullPage: false });
    await nav.getByRole('link', { name: 'Relatório MAPA' }).click();
  }
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(page.getByRole('heading', { name: 'Relatório MAPA' })).toBeVisible();
});

test('the command palette opens with Ctrl+K, filters, navigates with Enter and closes with Esc', async ({
  page,
}, testInfo) => {
  await signUpOwner(page, testInfo, 'cmd');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const input = page.getByPlaceholder('Digite um comando ou busque...');
  await expect(input).toBeFocused();
  await input.fill('zzzz');
  await expect(page.getByText('Nenhum comando encontrado.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await page.getByRole('button', { name: 'Buscar...' }).click();
  await input.fill('ministério'); // a keyword of 'Relatório MAPA'
  await expect(page.getByRole('option')).toHaveCount(1);
  await screenshot(page, 'paleta', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/relatorios$/);
  await page.keyboard.press('Control+K');
  await input.fill('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operacao$/);
});

test('Ctrl+K pressed right after landing opens the palette', async ({ page }, testInfo) => {
  await signUpOwner(page, testInfo, 'atalho');
  // As soon as the page's first code has run, before the header is drawn.
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Control+K');
  await expect(page.getByPlaceholder('Digite um comando ou busque...')).toBeFocused();
});

test('the keyboard: skip link first, Esc gives focus back from the palette and the menus', async ({
  page,
}, testInfo) => {
  await signUpOwner(page, testInfo, 'teclado');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The first Tab stop skips the header's links.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Esc closes the palette and gives focus back to what had it.
  const search = page.getByRole('button', { name: 'Buscar...' });
  await search.focus();
  await page.keyboard.press('Enter');
  const input = page.getByPlaceholder('Digite um comando ou busque...');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(search).toBeFocused();

  if (testInfo.project.name === 'phone') return; // the header's menus are the desktop's
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const menu = nav.getByText('Financeiro');
  await menu.focus();
  await page.keyboard.press('Enter');
  const link = nav.getByRole('link', { name: 'Estoque' });
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(menu).toBeFocused();
});
