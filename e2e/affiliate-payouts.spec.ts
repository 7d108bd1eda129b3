import { E2E_ADMIN, endTrialYesterday, logInByApi, signUpByApi } from './accounts.ts';
import { closeToast, expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test("the platform admin pays an affiliate's month: the commission is paid, the balance zero", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // three accounts, a checkout and two pages of a busy server
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Ana Pagamentos ${stamp}`;

  // Set up by API: A with an affiliate profile, B signing up with A's code.
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await signUpByApi(pageA.request, {
    companyName: 'Aero Indica',
    email: `ana-${stamp}@indica.com.br`,
    password: PASSWORD,
  });
  const created = await pageA.request.post('/api/affiliates/me', {
    data: { nome_completo: name, cpf_cnpj: '52998224725' },
  });
  expect(created.status()).toBe(201);
  const { affiliate_code: code } = await created.json();

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const companyB = await signUpByApi(pageB.request, {
    companyName: 'Aero Referida',
    email: `dono-${stamp}@referida.com.br`,
    password: PASSWORD,
    affiliateRef: code,
  });

  // B's trial ends and B subscribes through the test checkout: A earns R$ 11,98.
  await endTrialYesterday(baseURL, companyB);
  await pageB.goto('/cadastros');
  await pageB.getByRole('button', { name: 'Assinar Agora' }).click();
  await pageB.getByRole('button', { name: 'Pagar R$ 59,90 (teste)' }).click();
  await expect(pageB).toHaveURL(/\/perfil/);
  await contextB.close();
  // A's commission is there before the admin generates the month's payouts.
  const commissions = async () =>
    (await (await pageA.request.get('/api/affiliates/me/comissoes')).json()).total as number;
  await expect.poll(commissions).toBe(1);

  // In the browser, the platform admin generates this month's payouts...
  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin?aba=afiliados');
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  const month = new Date()
    .toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
    .slice(0, 7);
  await page.getByLabel('Mês').fill(month);
  await page.getByRole('button', { name: /^Gerar pagamentos de / }).click();
  // Closed as a person would: at the bottom right it lies over the row's 'Processar'. The other
  // width's run of this journey, at the same time on the same server, may have generated this
  // month's payouts a moment before, A's with them: then there is none left to generate.
  await closeToast(page, /pagamentos? gerados?|Nenhum pagamento a gerar/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('1 comissão');
  await expect(row).toContainText('R$ 11,98');
  await expect(row).toContainText('Dados não cadastrados');
  await screenshot(page, 'admin-afiliados-pagamentos');

  // ...and processes A's as Pagamento Confirmado.
  await row.getByRole('button', { name: `Processar pagamento de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Processar pagamento' });
  await dialog.getByLabel('Status do pagamento').selectOption('Pagamento Confirmado');
  await dialog.getByLabel('Observações').fill('PIX enviado');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento atualizado').first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pago' })).toBeDisabled();

  // A's /afiliados: nothing left to receive, the commission paid.
  await pageA.goto('/afiliados');
  await expect(pageA.getByText('Saldo disponível').locator('..')).toContainText('R$ 0,00');
  await pageA.getByRole('tab', { name: 'Comissões' }).click();
  const commission = pageA.getByRole('listitem').filter({ hasText: 'Aero Referida' });
  await expect(commission).toContainText('R$ 11,98');
  await expect(commission.getByText('Pago', { exact: true })).toBeVisible();
  await contextA.close();
});
