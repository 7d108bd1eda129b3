import { endTrialYesterday, signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('an expired trial subscribes through the test checkout, pays per seat, and cancels', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = `dono-${stamp}@pantanal.com.br`;
  const pilot = `piloto-${stamp}@pantanal.com.br`;

  const companyId = await signUpByApi(page.request, {
    companyName: 'Aero Pantanal',
    email: owner,
    password: PASSWORD,
  });

  // The platform administrator ends the trial yesterday.
  await endTrialYesterday(baseURL, companyId);

  // 'Assinar Agora' opens the test checkout: one seat, clearly no real payment.
  await page.goto('/cadastros');
  await expect(page.getByRole('heading', { name: 'Assinatura Premium Necessária' })).toBeVisible();
  await page.getByRole('button', { name: 'Assinar Agora' }).click();
  await expect(page).toHaveURL(/\/assinatura\/teste\?/);
  await expect(page.getByText('Modo de teste — nenhum pagamento real')).toBeVisible();
  await expect(page.getByText('1 × R$ 59,90')).toBeVisible();
  await screenshot(page, 'checkout-teste');
  await page.getByRole('button', { name: 'Pagar R$ 59,90 (teste)' }).click();

  // Back in Perfil: confirmed, active, the invoice listed.
  await expect(page).toHaveURL(/\/perfil/);
  await expect(
    page.getByRole('region', { name: /Notificações/ }).getByText('Assinatura confirmada'),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Assinatura' });
  await expect(panel.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'R$ 59,90' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'Paga' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible();

  // Access is back.
  await page.goto('/cadastros');
  await expect(page.getByRole('heading', { name: 'Cadastros' })).toBeVisible();

  // A second member joins: two seats, R$ 119,80 a month.
  await page.goto('/perfil');
  await page.getByLabel('E-mail do convidado').fill(pilot);
  await page.getByLabel('Papel').selectOption('pilot');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByText(`Convite enviado para ${pilot}.`)).toBeVisible();
  const { messages } = await (await page.request.get('/api/dev/outbox')).json();
  const mail = messages.find((m: { to: string }) => m.to === pilot);
  const token = new URL(mail.text.match(/https?:\/\/\S+invite=\S+/)[0]).searchParams.get('invite');
  const pilotContext = await browser.newContext();
  const pilotPage = await pilotContext.newPage();
  const accepted = await pilotPage.request.post('/api/invites/accept-with-password', {
    data: { token, email: pilot, password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(panel.getByText('2 × R$ 59,90')).toBeVisible();
  await expect(panel.getByText('R$ 119,80')).toBeVisible();
  await screenshot(page, 'assinatura-ativa');

  // The pilot leaves: deactivated after confirming, one seat; back again, two.
  const pilotRow = page.getByRole('listitem').filter({ hasText: pilot });
  await pilotRow.getByRole('button', { name: 'Desativar' }).click();
  await page
    .getByRole('dialog', { name: 'Desativar membro?' })
    .getByRole('button', { name: 'Desativar' })
    .click();
  await expect(pilotRow.getByText('Inativo')).toBeVisible();
  await expect(panel.getByText('1 × R$ 59,90')).toBeVisible();
  await pilotRow.getByRole('button', { name: 'Reativar' }).click();
  await expect(panel.getByText('2 × R$ 59,90')).toBeVisible();
  await pilotPage.goto('/operacoes');
  await expect(pilotPage.getByRole('heading', { name: 'Operações' })).toBeVisible();

  // 'Gerenciar assinatura' → the test portal → cancel, after confirming.
  await panel.getByRole('button', { name: 'Gerenciar assinatura' }).click();
  await expect(page).toHaveURL(/acao=gerenciar/);
  await expect(page.getByText('R$ 119,80/mês')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
  await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page).toHaveURL(/\/perfil/);
  await expect(panel.getByRole('button', { name: 'Assinar Agora' })).toBeVisible();

  // The pilot waits for the owner again.
  await pilotPage.reload();
  await expect(pilotPage.getByRole('heading', { name: 'Acesso Suspenso' })).toBeVisible();
  await pilotContext.close();
});
