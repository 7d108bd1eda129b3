import { answerCaptcha, endTrialYesterday, signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('an affiliate shares the link, the referred company subscribes, the commission shows', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // two accounts, a checkout and the admin on a busy server
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // A creates the affiliate profile: the button waits for name and CPF/CNPJ.
  await signUpByApi(page.request, {
    companyName: 'Aero Indica',
    email: `ana-${stamp}@indica.com.br`,
    password: PASSWORD,
  });
  await page.goto('/afiliados');
  await page.getByRole('button', { name: 'Criar perfil de afiliado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar perfil de afiliado' });
  const create = dialog.getByRole('button', { name: 'Criar perfil' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Nome completo *').fill('Ana Souza');
  await dialog.getByLabel('CPF/CNPJ *').fill('52998224725');
  await dialog.getByLabel('Telefone').fill('65999990000');
  await screenshot(page, 'afiliados-criar');
  await create.click();
  await expect(page.getByText('Perfil criado!')).toBeVisible();

  // The code and the link; copying it says so.
  const link = page.getByLabel('Link de indicação');
  await expect(link).toHaveValue(/\/\?ref=[A-HJ-NP-Z2-9]{8}$/);
  const referral = await link.inputValue();
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referral);
  await expect(page.getByText('Nenhuma empresa indicada ainda', { exact: false })).toHaveCount(0);
  await screenshot(page, 'afiliados-perfil');

  // B opens the link, then signs up on /auth: the code went with the sign-up.
  const ownerB = `dono-${stamp}@referida.com.br`;
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await pageB.goto(referral);
  await pageB.goto('/auth?tab=cadastrar');
  await pageB.getByLabel('Nome da empresa').fill('Aero Referida');
  await pageB.getByLabel('E-mail').fill(ownerB);
  await pageB.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await answerCaptcha(pageB);
  await pageB.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(pageB).toHaveURL(/\/dashboard/);
  expect(await pageB.evaluate(() => localStorage.getItem('affiliate_ref'))).toBeNull();

  // A sees B under Referidos, pending.
  await page.goto('/afiliados?aba=referidos');
  const row = page.getByRole('listitem').filter({ hasText: 'Aero Referida' });
  await expect(row.getByText('Pendente')).toBeVisible();

  // B's trial ends (the platform admin) and B subscribes through the test checkout.
  const me = await (await pageB.request.get('/api/me')).json();
  await endTrialYesterday(baseURL, me.membership.company.id);
  await pageB.goto('/cadastros');
  await pageB.getByRole('button', { name: 'Assinar Agora' }).click();
  await pageB.getByRole('button', { name: 'Pagar R$ 59,90 (teste)' }).click();
  await expect(pageB).toHaveURL(/\/perfil/);
  await contextB.close();

  // A: B converted, a commission of R$ 11,98 (20 % of R$ 59,90) in the cards and the list.
  await page.goto('/afiliados?aba=referidos');
  await expect(row.getByText('Convertido')).toBeVisible();
  await expect(page.getByText('Saldo disponível').locator('..')).toContainText('R$ 11,98');
  await page.getByRole('tab', { name: 'Comissões' }).click();
  const commission = page.getByRole('listitem').filter({ hasText: 'Aero Referida' });
  await expect(commission).toContainText('R$ 59,90');
  await expect(commission).toContainText('R$ 11,98');
  await expect(commission.getByText('Pendente')).toBeVisible();
  await screenshot(page, 'afiliados-comissoes');

  // Payment data, one field at a time; a key of the wrong kind is refused under its field.
  await page.getByRole('tab', { name: 'Dados de Pagamento' }).click();
  await page.getByLabel('Tipo de chave PIX').selectOption('CPF');
  await expect(page.getByText('Dados atualizados!').first()).toBeVisible();
  const key = page.getByLabel('Chave PIX', { exact: true });
  await key.fill('123');
  await key.blur();
  await expect(
    page.getByText('Erro ao atualizar: Chave PIX inválida para o tipo CPF.'),
  ).toBeVisible();
  await key.fill('529.982.247-25');
  await key.blur();
  await expect(page.getByText('Erro ao atualizar', { exact: false })).toHaveCount(0);
  await screenshot(page, 'afiliados-pagamento');
});
