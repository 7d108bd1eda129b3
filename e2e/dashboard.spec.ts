import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { signUpByApi } from './accounts.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

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
  await screenshot(page, 'dashboard');

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
  await screenshot(page, 'dashboard-concluida');
});

test("the charts' value axes show whole labels, and no tooltip opens without a tap", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `eixos-${stamp}@cerrado.com.br`);
  // 120,5 ha × R$ 1.500,00: R$ 180.750,00 this month, an axis up to some hundred thousand.
  const created = await page.request.post('/api/operations', {
    data: { ...completeOperationInput(ids, today), preco_unitario_cents: 150_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { operation } = await created.json();
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`, {
    data: { confirmarClima: true },
  });
  expect(concluded.status(), await concluded.text()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const hectares = page.getByRole('figure', { name: 'Hectares aplicados' });
  const revenue = page.getByRole('figure', { name: 'Faturamento' });
  if (testInfo.project.name === 'phone') {
    // A finger swipes up across the page, where the charts will be (touches, no tap).
    const cdp = await page.context().newCDPSession(page);
    for (let swipe = 0; swipe < 3; swipe++)
      await cdp.send('Input.synthesizeScrollGesture', {
        x: 200,
        y: 700,
        yDistance: -500,
        gestureSourceType: 'touch',
      });
  }
  // The charts load when they come into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(revenue).toBeVisible();
  await expect(hectares.locator('.recharts-bar-rectangle').first()).toBeVisible();

  for (const chart of [hectares, revenue]) {
    const ticks = await chart.locator('.recharts-yAxis-tick-labels text').evaluateAll((texts) =>
      texts.map((text) => {
        const svg = text.closest('svg')!.getBoundingClientRect();
        const box = text.getBoundingClientRect();
        return { text: text.textContent, inside: box.left >= svg.left && box.right <= svg.right };
      }),
    );
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks)
      expect(tick, 'rótulo do eixo inteiro').toMatchObject({ inside: true });
  }
  const labels = await revenue.locator('.recharts-yAxis-tick-labels text').allTextContents();
  expect(labels.at(-1)).toMatch(/^R\$\s\d+\smil$/);
  if (testInfo.project.name === 'phone') {
    // A finger drags across the Hectares chart to scroll the page (touches that move, no tap).
    await hectares.scrollIntoViewIfNeeded();
    const box = (await hectares.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = (dx: number, dy: number) => [
      { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0, 0) });
    for (let step = 1; step <= 5; step++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(-step * 8, -step * 12),
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  // Nothing was tapped: no tooltip is open over either chart.
  await expect(page.locator('.recharts-tooltip-wrapper')).toHaveCount(2);
  for (const tooltip of await page.locator('.recharts-tooltip-wrapper').all())
    await expect(tooltip).toBeHidden();
  if (testInfo.project.name === 'phone') {
    // A tap on this month's bar opens its tooltip.
    await hectares.locator('.recharts-bar-rectangle').last().tap();
    await expect(hectares.locator('.recharts-tooltip-wrapper')).toContainText('ha');
    await page.keyboard.press('Escape');
  }
  await screenshot(page, 'dashboard-eixos');
});

test("a new company's first steps are ticked as it registers, until dismissed", async ({
  page,
}, testInfo) => {
  // A new e-mail per run and project (the journeys share one server's database), no clock read.
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await signUpByApi(page.request, {
    companyName: 'Aero Nova',
    email: `passos-${stamp}@cerrado.com.br`,
    password: 'Segredo#2026',
  });
  await page.goto('/dashboard');
  const steps = page.getByRole('region', { name: /Primeiros passos/ });
  await expect(steps).toHaveAccessibleName('Primeiros passos (0 de 6)');
  const created = await page.request.post('/api/registers/aircraft', {
    data: SAMPLE_REGISTERS.aircraft,
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await expect(steps).toHaveAccessibleName('Primeiros passos (1 de 6)');
  await expect(steps.getByRole('link', { name: /Cadastre uma aeronave/ })).toContainText('(feito)');
  await steps.getByRole('link', { name: /Cadastre um piloto/ }).click();
  await expect(page).toHaveURL(/\/cadastros\?aba=pilotos$/);
  await page.goBack();
  await screenshot(page, 'dashboard-primeiros-passos-1');
  await steps.getByRole('button', { name: 'Dispensar' }).click();
  await expect(steps).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(steps).toHaveCount(0);
});
