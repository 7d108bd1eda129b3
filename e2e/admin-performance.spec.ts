import { readFile } from 'node:fs/promises';
import { E2E_ADMIN, logInByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

const RATING = /^(Ótimo|Médio|Ruim)$/;

test('the platform admin samples the browser, exports the samples and reads the stored vitals and the server', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // Vitals as browsers report them: a route of this run's own, with a known p75.
  const route = `/e2e-desempenho-${testInfo.project.name}-${Date.now()}`;
  // The beacons' per-address limit is shared by the whole run: a refused one is sent again.
  for (let i = 0; i < 12; i++) {
    await expect(async () => {
      const res = await page.request.post('/api/analytics/web-vitals', {
        data: { name: 'LCP', value: 1_800 + i * 100, path: route, sessionId: `e2e-${i}-sessao` },
      });
      expect(res.status()).toBe(204);
    }).toPass({ intervals: [5_000], timeout: 65_000 });
  }

  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin?aba=performance');
  // The tab's code loads on demand: slowly on a busy machine.
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 20_000 },
  );

  // Visão geral: start, an fps value every second and a latency every 5 s, each with a label.
  await page.getByRole('button', { name: 'Iniciar' }).click();
  const fps = page.getByRole('region', { name: 'FPS' });
  const latency = page.getByRole('region', { name: 'Latência de rede' });
  await expect(fps.getByText(/^Últimas: \d+/)).toBeVisible({ timeout: 3_000 });
  await expect(fps.getByText(RATING)).toBeVisible();
  // In pt-BR figures: a busy server's '2.171 ms' as well as '48 ms'.
  await expect(latency.getByText(/^\d{1,3}(\.\d{3})* ms$/)).toBeVisible({ timeout: 8_000 });
  await expect(latency.getByText(RATING)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Esta página' }).getByText('Tempo de carregamento'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByText('Pausado.')).toBeVisible();
  await screenshot(page, 'admin-performance');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar JSON' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^performance-.+\.json$/);
  const json = JSON.parse(await readFile((await saved.path())!, 'utf8'));
  expect(json.amostras.fps.length).toBeGreaterThanOrEqual(5);
  expect(json.amostras.fps[0].rotulo).toMatch(RATING);
  expect(json.amostras.latenciaMs[0].rotulo).toMatch(RATING);
  expect(json.limites.latenciaMs).toEqual({ good: 100, poor: 300 });

  // Web Vitals: this run's route, p75 of 1800…2900 ms is 2625 ms, 'Médio'.
  await page.getByRole('tab', { name: 'Web Vitals' }).click();
  await page.getByRole('searchbox', { name: 'Buscar rota' }).fill(route);
  const found = page.getByRole('heading', { name: 'Por rota (1 rota)' });
  await expect(found).toBeVisible();
  const table = page.getByRole('table', { name: `p75 de ${route}` });
  await expect(table.getByRole('row').nth(1)).toContainText('2.625 msMédion = 12');
  await page.getByLabel('Período').selectOption('7');
  await expect(found).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('2.625 ms');
  await screenshot(page, 'admin-performance-web-vitals');

  // Sistema: the server and its database.
  await page.getByRole('tab', { name: 'Sistema' }).click();
  const database = page.getByRole('region', { name: 'Banco de dados' });
  await expect(database.getByText(/^PGlite \(PostgreSQL \d+/)).toBeVisible();
  // The largest tables: a name, a size and an estimate of rows.
  await expect(
    database.getByRole('row', { name: /^[a-z_]+ [\d.,]+ (kB|MB) ([\d.]+|—)$/ }),
  ).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Servidor' }).getByText('Node.js')).toBeVisible();
  await screenshot(page, 'admin-performance-sistema');
});
