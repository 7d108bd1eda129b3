import { answerCaptcha } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('the owner corrects the company data and changes the password', async ({ page }, testInfo) => {
  const email = `dono-${testInfo.project.name}-${Date.now()}@aerosul.com.br`;
  // Valid CNPJs, one per project: the server's database is shared by the whole run.
  const cnpj = testInfo.project.name === 'phone' ? '11.444.777/0001-61' : '60.701.190/0001-04';
  await page.goto('/auth?tab=cadastrar');
  await page.getByLabel('Nome da empresa').fill('Aero Sul');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('Segredo#2026');
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/perfil');

  await page.getByLabel('CNPJ').fill('11.222.333/0001-80');
  await page.getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(page.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible();
  await page.getByLabel('Nome da empresa').fill('Aero Sul Aviação Agrícola Ltda');
  await page.getByLabel('CNPJ').fill(cnpj);
  await page.getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(page.getByText('Os dados da empresa foram atualizados com sucesso!')).toBeVisible();

  await page.getByLabel('Senha atual').fill('Errada#2026');
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha atual incorreta.')).toBeVisible();
  await page.getByLabel('Senha atual').fill('Segredo#2026');
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    page.getByText('Senha alterada. Os outros dispositivos foram desconectados.'),
  ).toBeVisible();
  await screenshot(page, 'perfil-dados');
});
