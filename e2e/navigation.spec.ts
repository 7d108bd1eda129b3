import { expect, test } from './fixtures.ts';

test('the navigation reaches the working areas: tab bar on a desktop, drawer on a phone', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      companyName: 'Aero Cerrado',
      email: `nav-${stamp}@cerrado.com.br`,
      password: 'Segredo#2026',
    },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/dashboard');
  const phone = testInfo.project.name === 'phone';
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Financeiro')).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/menu-${testInfo.project.name}.png` });
    await drawer.getByRole('link', { name: 'Relatório MAPA' }).click();
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByText('Relatórios').click();
    await page.screenshot({ path: `artifacts/screenshots/menu-${testInfo.project.name}.png` });
    await nav.getByRole('link', { name: 'Relatório MAPA' }).click();
  }
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(page.getByRole('heading', { name: 'Relatório MAPA' })).toBeVisible();
});

test('the command palette opens with Ctrl+K, filters, navigates with Enter and closes with Esc', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      companyName: 'Aero Cerrado',
      email: `cmd-${stamp}@cerrado.com.br`,
      password: 'Segredo#2026',
    },
  });
  expect(signUp.status()).toBe(201);
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
  await page.screenshot({ path: `artifacts/screenshots/paleta-${testInfo.project.name}.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/relatorios$/);
  await page.keyboard.press('Control+K');
  await input.fill('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operacao$/);
});
