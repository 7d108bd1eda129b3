import { E2E_ADMIN, logInByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

test('the platform admin watches the health checks, reads the error log and acknowledges a security alert', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  // A browser's error report and, as the login turns them into one, five failed logins for
  // one e-mail: a security alert.
  const reported = await page.request.post('/api/client-errors', {
    data: {
      type: 'error',
      message: `Falha de teste ${run}`,
      stack: `Error: Falha de teste ${run}\n    at MonitoramentoE2E`,
      location: 'http://127.0.0.1/agenda',
      timestamp: new Date().toISOString(),
    },
  });
  expect(reported.status()).toBe(204);
  const intruder = `invasor-${run}@agrovoo.test`;
  for (let i = 0; i < 5; i++) {
    const captcha = await (await page.request.get('/api/auth/captcha')).json();
    const failed = await page.request.post('/api/auth/login', {
      data: {
        email: intruder,
        password: 'Errada#2026',
        captchaId: captcha.id,
        captchaCode: 'TESTE',
      },
    });
    expect(failed.status()).toBe(401);
  }

  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Monitoramento' }).click();

  // Saúde do sistema: 'Verificando' at first, then every item healthy.
  const overall = page.getByRole('heading', { name: /Status geral/ });
  await expect(overall).toContainText('Verificando');
  await expect(overall).toContainText('Saudável', { timeout: 10_000 });
  for (const name of ['profiles', 'clientes', 'operacoes', 'propostas', 'API'])
    await expect(page.getByRole('listitem', { name }).getByText('Saudável')).toBeVisible();
  await screenshot(page, 'admin-monitoring-health');

  // Log de erros: the report, found by its message, with its stack below it.
  await page.getByRole('tab', { name: 'Log de erros' }).click();
  await page.getByRole('searchbox', { name: 'Buscar na mensagem do erro' }).fill(run);
  const error = page.getByRole('button', { name: new RegExp(`Falha de teste ${run}`) });
  await error.click();
  await expect(page.getByText('at MonitoramentoE2E')).toBeVisible();
  await screenshot(page, 'admin-monitoring-errors');

  // Segurança: the alert of the failed logins, acknowledged.
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await expect(page).toHaveURL(/painel=seguranca/);
  const alerts = page.getByRole('region', { name: 'Alertas de segurança' });
  const alert = alerts.getByRole('listitem').filter({ hasText: intruder });
  await expect(alert.getByText('Aberto', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-monitoring-security');
  await alert
    .getByRole('button', { name: 'Reconhecer alerta: Tentativas de login suspeitas' })
    .click();
  await expect(page.locator('[data-sonner-toast]').getByText('Alerta reconhecido')).toBeVisible();
  await expect(alert.getByText('Reconhecido', { exact: true })).toBeVisible();
  await expect(alert).toContainText(`por ${E2E_ADMIN.email}`);
  await expect(
    page
      .getByRole('region', { name: 'Ações de administradores' })
      .getByText('Alerta reconhecido', { exact: true })
      .first(),
  ).toBeVisible();
});
