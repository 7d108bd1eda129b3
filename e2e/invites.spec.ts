import { expect, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('the owner invites a pilot, who accepts and finds the financial area closed', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = `dono-${stamp}@aerosul.com.br`;
  const pilot = `piloto-${stamp}@aerosul.com.br`;

  await page.goto('/auth?tab=cadastrar');
  await page.getByLabel('Nome da empresa').fill('Aero Sul Aviação Agrícola');
  await page.getByLabel('E-mail').fill(owner);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Perfil' }).click();
  } else await page.getByRole('link', { name: owner }).click();
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await page.getByLabel('E-mail do convidado').fill(pilot);
  await page.getByLabel('Papel').selectOption('pilot');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByText(`Convite enviado para ${pilot}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: pilot })).toContainText('Piloto');
  await page.screenshot({
    path: `artifacts/screenshots/perfil-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The pilot, in a browser of their own, follows the link of the e-mail.
  const pilotContext = await browser.newContext();
  const pilotPage = await pilotContext.newPage();
  await pilotPage.goto('/dev/caixa-de-saida');
  const link = pilotPage
    .getByRole('listitem')
    .filter({ hasText: `Para ${pilot}` })
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  await pilotPage.goto(href!);
  await expect(pilotPage.getByRole('heading', { name: 'Bem-vindo ao AgroVoo!' })).toBeVisible();
  await expect(pilotPage.getByText('Você foi convidado para fazer parte da equipe')).toBeVisible();
  await pilotPage.getByLabel('Defina sua senha').fill(PASSWORD);
  await pilotPage.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(pilotPage).toHaveURL(/\/dashboard$/);
  await expect(pilotPage.getByText('Piloto', { exact: true })).toBeVisible();

  await pilotPage.goto('/contabilidade');
  await expect(pilotPage.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(pilotPage.getByText('Pilotos não têm acesso à área financeira.')).toBeVisible();
  await pilotPage.screenshot({
    path: `artifacts/screenshots/acesso-restrito-${testInfo.project.name}.png`,
  });
  await pilotContext.close();

  // Back with the owner: the pilot is a member; the owner may open the financial area.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: pilot }).first()).toBeVisible();
  await page.goto('/contabilidade');
  await expect(page.getByRole('heading', { name: 'Contabilidade' })).toBeVisible();
});

test('a pending invite is deleted only after confirmation', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await page.goto('/auth?tab=cadastrar');
  await page.getByLabel('Nome da empresa').fill('Aero Norte');
  await page.getByLabel('E-mail').fill(`dono-${stamp}@aeronorte.com.br`);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/perfil');
  const invited = `admin-${stamp}@aeronorte.com.br`;
  await page.getByLabel('E-mail do convidado').fill(invited);
  await page.getByLabel('Papel').selectOption('admin');
  await page.getByRole('button', { name: 'Convidar' }).click();
  const row = page.getByRole('listitem').filter({ hasText: invited });
  await expect(row).toContainText('Administrador');

  await row.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir convite' })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir convite' })
    .getByRole('button', { name: 'Excluir convite' })
    .click();
  await expect(page.getByText('Convite excluído.')).toBeVisible();
  await expect(page.getByText('Nenhum convite pendente')).toBeVisible();
});
