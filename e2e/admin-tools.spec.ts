import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNT_DEFAULTS } from '../src/domain/admin/tools.ts';
import { E2E_ADMIN, logInByApi, signUpByApi } from './accounts.ts';
import { closeToast, expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await expect(page.getByRole('img', { name: 'Imagem com o código de verificação' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill('TESTE');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A company signed up in a browser of its own; answers its id. */
async function signUpElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const companyId = await signUpByApi(context.request, {
    companyName: 'Aero Teste Ferramentas',
    email,
    password: PASSWORD,
  });
  await context.close();
  return companyId;
}

test('the platform admin sets up a demo account, fixes an orphan, resets a password and sends the weekly report', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin?aba=ferramentas');

  // Demo account: the e-mail prefilled, another e-mail and company name for this run; asked
  // before it is made; its generated password, shown once, logs in elsewhere.
  const demo = page.getByRole('region', { name: 'Conta de demonstração' });
  await expect(demo.getByLabel('E-mail')).toHaveValue(DEMO_ACCOUNT_DEFAULTS.email);
  const demoEmail = `demo-${run}@agrovoo.test`;
  const demoCompany = `Aero Demo ${run}`;
  await demo.getByLabel('E-mail').fill(demoEmail);
  await demo.getByLabel('Nome da empresa').fill(demoCompany);
  await demo.getByRole('button', { name: 'Configurar demonstração' }).click();
  await page
    .getByRole('dialog', { name: 'Criar conta de demonstração?' })
    .getByRole('button', { name: 'Criar demonstração' })
    .click();
  await expect(page.getByText('Conta de demonstração configurada!')).toBeVisible({
    timeout: 30_000,
  });
  const demoPassword = await demo
    .getByRole('status', { name: 'Login da demonstração' })
    .locator('code')
    .textContent();
  const demoContext = await browser.newContext();
  const demoPage = await demoContext.newPage();
  await logIn(demoPage, demoEmail, demoPassword!);
  await expect(demoPage.getByText(demoCompany).first()).toBeVisible();
  await demoContext.close();

  // An orphan: a user whose company the admin deleted; found and given a company again.
  const orphan = `orfao-${run}@agrovoo.test`;
  const orphanCompany = await signUpElsewhere(browser, orphan);
  expect((await page.request.delete(`/api/admin/companies/${orphanCompany}`)).status()).toBe(200);
  const orphans = page.getByRole('region', { name: 'Usuários órfãos' });
  await orphans.getByRole('button', { name: 'Buscar usuários órfãos' }).click();
  // Closed as a person would: at the bottom right it can lie over the row's 'Corrigir'.
  await closeToast(page, 'Busca concluída');
  await orphans.getByRole('button', { name: `Corrigir ${orphan}` }).click();
  const fix = page.getByRole('dialog', { name: 'Corrigir usuário?' });
  await fix.getByRole('button', { name: 'Corrigir' }).click();
  await expect(page.getByText('Usuário corrigido')).toBeVisible();
  await expect(orphans.getByText(orphan)).toHaveCount(0);

  // Password reset: confirmed, then the user logs in with the new password.
  const member = `senha-${run}@agrovoo.test`;
  await signUpElsewhere(browser, member);
  const reset = page.getByRole('region', { name: 'Redefinir senha de usuário' });
  await reset.getByLabel('E-mail do usuário').fill(member);
  await reset.getByLabel('Nova senha').fill('Nova#Senha2026');
  await reset.getByRole('button', { name: 'Alterar senha' }).click();
  await page
    .getByRole('dialog', { name: 'Alterar a senha?' })
    .getByRole('button', { name: 'Alterar senha' })
    .click();
  await expect(page.getByText('Senha alterada', { exact: true })).toBeVisible();
  const memberContext = await browser.newContext();
  await logIn(await memberContext.newPage(), member, 'Nova#Senha2026');
  await memberContext.close();

  // The weekly report, sent now and read in the outbox.
  const report = page.getByRole('region', { name: 'Relatório semanal de atividade' });
  await report.getByRole('button', { name: 'Enviar relatório agora' }).click();
  await expect(page.getByText('Relatório semanal enviado')).toBeVisible();
  await expect(report.getByText(`Enviado para ${E2E_ADMIN.email}`)).toBeVisible();
  await screenshot(page, 'admin-tools');
  await page.goto('/dev/caixa-de-saida');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `Para ${E2E_ADMIN.email}` })
    .filter({ hasText: 'Relatório semanal de atividade — AgroVoo' })
    .first();
  await expect(mail).toBeVisible();
});
