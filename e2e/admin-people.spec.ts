import { request as apiRequest } from '@playwright/test';
import { E2E_ADMIN, logInByApi, signUpByApi } from './accounts.ts';
import { closeToast, expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('the platform admin copies the active e-mails, finds a user and resends and cancels an invite', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000); // two sign-ups and two tabs of a busy server
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const companyName = `Aero Pantanal ${stamp}`;
  const owner = `dono-${stamp}@pantanal.com.br`;
  const pilot = `piloto-${stamp}@pantanal.com.br`;

  // A company that invited a pilot, in a session of its own (its screens have their journeys).
  const ownerApi = await apiRequest.newContext({ baseURL });
  const companyId = await signUpByApi(ownerApi, { companyName, email: owner, password: PASSWORD });
  const invite = await ownerApi.post('/api/company/invites', {
    data: { email: pilot, role: 'pilot' },
  });
  expect(invite.status()).toBe(201);
  await ownerApi.dispose();

  // The platform admin signs in and marks the company's subscription active.
  await logInByApi(page.request, E2E_ADMIN);
  const patch = await page.request.patch(`/api/admin/companies/${companyId}`, {
    data: { subscription_status: 'active' },
  });
  expect(patch.status()).toBe(200);

  // E-mails: 'Copiar Todos' puts every active company's e-mail on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/admin?aba=emails');
  const active = page.getByRole('region', { name: 'Empresas ativas' });
  await active.getByLabel('Buscar em empresas ativas').fill(stamp);
  await expect(active.getByText(owner)).toBeVisible();
  await active.getByLabel('Buscar em empresas ativas').fill('');
  await active.getByRole('button', { name: 'Copiar Todos' }).click();
  await expect(page.getByText(/^\d+ e-mails? copiados?!$/)).toBeVisible();
  await expect(active.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard.split(', ')).toContain(owner);
  await expect(active.getByRole('button', { name: 'Copiar Todos' })).toBeVisible({
    timeout: 4_000,
  });
  await screenshot(page, 'admin-emails');

  // Usuários: the owner found by e-mail, and the company's pending invite.
  await page.goto('/admin?aba=usuarios');
  await page.getByPlaceholder('Buscar por empresa ou usuário...').fill(owner);
  const company = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: companyName }),
  });
  await expect(company).toContainText('Proprietário');
  await expect(company).toContainText('Cobrança OK');
  await expect(company.getByText('Ativo', { exact: true })).toBeVisible();
  await page.getByPlaceholder('Buscar por empresa ou usuário...').fill(companyName);
  await page.getByRole('button', { name: `Reenviar convite para ${pilot}` }).click();
  await closeToast(page, 'Convite reenviado!');
  await screenshot(page, 'admin-usuarios');
  await page.getByRole('button', { name: `Cancelar convite para ${pilot}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar convite' });
  await dialog.getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(page.getByText('Nenhum convite pendente para esta busca.')).toBeVisible();
});
