import { expectAccessible } from './axe.ts';
import { companyWithRegisters } from './company.ts';
import { expect, expectConsoleErrors, test } from './fixtures.ts';

test('the landing page leads to the login, with its head tags and the contact button', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AgroVoo — Operações Aeroagrícolas');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/', page.url()).href,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
  );
  expect(jsonLd.map((item: { '@type': string }) => item['@type'])).toEqual([
    'Organization',
    'SoftwareApplication',
  ]);
  await expectAccessible(page, 'a página inicial');

  await page.getByRole('button', { name: 'Fale com a gente' }).click();
  await expect(page.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    /^mailto:contato@agrovoo\.com\.br\?subject=/,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'E-mail' })).toBeHidden();

  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).toHaveTitle('Entrar — AgroVoo');
  await expectAccessible(page, '/auth');
});

test('the privacy policy has its title, canonical link and the LGPD sections', async ({ page }) => {
  await page.goto('/politica-privacidade');
  await expect(page).toHaveTitle('Política de Privacidade — AgroVoo');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/politica-privacidade', page.url()).href,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  for (const heading of [
    '6. Seus direitos',
    '5. Por quanto tempo guardamos',
    '9. Contato do encarregado',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expectAccessible(page, '/politica-privacidade');
});

test('a signed-in page is kept out of search and passes the accessibility scan', async ({
  page,
}, testInfo) => {
  await companyWithRegisters(
    page.request,
    `a11y-${testInfo.project.name}-${Date.now()}@cerrado.com.br`,
  );
  await page.goto('/propostas');
  await expect(page.getByRole('heading', { name: 'Propostas' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page, '/propostas');
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await expectAccessible(page, '/agenda');
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/politica-privacidade</loc>');
});

test('the public pages carry their content and head tags before any JavaScript runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, title, heading] of [
    ['/', 'AgroVoo — Operações Aeroagrícolas', /Sua empresa de aviação agrícola/],
    ['/auth', 'Entrar — AgroVoo', 'Entre no AgroVoo'],
    ['/politica-privacidade', 'Política de Privacidade — AgroVoo', 'Política de Privacidade'],
    ['/termos-servico', 'Termos de Serviço — AgroVoo', 'Termos de Serviço'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/$' : `${path}$`}`));
    expect(canonical).not.toContain('__AGROVOO_ORIGIN__');
  }
  await context.close();
});

test("a page whose code cannot be downloaded shows the error screen, and 'Tentar Novamente' recovers it", async ({
  page,
  consoleErrors,
}) => {
  // The built app has no test page that fails (those exist only in development builds): the
  // not-found page's code is refused once, as after a dropped connection or a replaced deploy.
  await page.route(/\/assets\/not-found-page-[\w-]+\.js$/, (route) => route.abort(), {
    times: 1,
  });
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Algo deu errado' })).toBeVisible();
  await expect(page).toHaveTitle('Erro na Aplicação');
  await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  expectConsoleErrors(consoleErrors, /net::ERR_FAILED|dynamically imported module|404/);
});
