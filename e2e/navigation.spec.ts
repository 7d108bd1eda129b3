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
