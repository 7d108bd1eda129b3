import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { expect, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());

test('the dashboard shows the next flight, then counts it once it is concluded', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `painel-${stamp}@cerrado.com.br`);
  // The sample operation, today, at R$ 45,00 per hectare.
  const created = await page.request.post('/api/operations', {
    data: { ...completeOperationInput(ids, today), preco_unitario_cents: 4500 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.put(`/api/registers/aircraft/${ids.aircraft}`, {
    data: { ...SAMPLE_REGISTERS.aircraft, cva_validade: today },
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const hectares = page.locator('dl > div').filter({ hasText: 'Hectares aplicados' });
  await expect(hectares).toContainText('0,0 ha');
  await expect(page.getByText('CVA · PR-AGV')).toBeVisible();
  await expect(page.getByText(/vence hoje/)).toBeVisible();
  const next = page.getByRole('region', { name: 'Próximos 7 dias' });
  await expect(next).toContainText('Agropecuária Boa Vista');
  await expect(page.getByText('Nenhuma operação concluída nos últimos 12 meses.')).toBeVisible();
  await page.screenshot({
    path: `artifacts/screenshots/dashboard-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await next.getByRole('link', { name: /06:10/ }).click();
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  // The header's logo leads back to the dashboard (the tab bar is a drawer on a phone).
  await page.getByRole('link', { name: 'AgroVoo' }).click();
  await expect(hectares).toContainText('120,5 ha');
  await expect(page.locator('dl > div').filter({ hasText: 'Operações concluídas' })).toContainText(
    '1',
  );
  // 120,5 ha × R$ 45,00/ha.
  await expect(page.locator('dl > div').filter({ hasText: 'Faturamento' })).toContainText(
    'R$ 5.422,50',
  );
  await expect(page.locator('dl > div').filter({ hasText: 'Horas de voo' })).toContainText('1,8 h');
  await expect(next).toContainText('Nenhuma operação agendada para os próximos 7 dias.');
  // The charts load when they scroll into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('figure', { name: 'Faturamento' })).toBeVisible();
  await page.screenshot({
    path: `artifacts/screenshots/dashboard-concluida-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
