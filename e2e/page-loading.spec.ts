import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { demoOwner, logInByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** Signs the page in as the owner of a demo company of the test's own. */
async function asDemoOwner(page: Page, baseURL: string | undefined, testInfo: TestInfo) {
  const run = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await logInByApi(page.request, await demoOwner(baseURL, run));
}

/** The API's addresses (path and query) the page requests from now on, in order. */
function apiRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requested.push(url.pathname + url.search);
  });
  return requested;
}

/** Holds the page's requests to `url` back until the function it answers is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Issue 43 item 1: a company page's HTML carries its header (`PageLoading`), painted before
 * any script runs; the app then draws the same header at the same place, once. The API is held
 * back until the loading screen has been seen, so the app cannot take over before.
 */
test("/estoque paints its header with the HTML, and the app's is the same one at the same place", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a demo company of its own
  await asDemoOwner(page, baseURL, testInfo);
  const release = await holdBack(page, '**/api/**');

  await page.goto('/estoque', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Estoque' });
  const intro = page.getByText(/^Produtos e combustível por lote/);
  const loading = page.locator('[data-prerendered="session"]');
  // The loading screen is inert, so out of the accessibility tree: it is read by its markup.
  await expect(loading.locator('h1')).toHaveText('Estoque');
  await expect(loading.getByText('Carregando...')).toBeVisible();
  // Measured once the stylesheet applies (the HTML is read before it arrives): text-2xl.
  await expect(loading.locator('h1')).toHaveCSS('font-size', '24px');
  const before = {
    title: await loading.locator('h1').boundingBox(),
    intro: await loading.getByText(/^Produtos e combustível por lote/).boundingBox(),
  };
  await screenshot(page, 'estoque-loading', { fullPage: false });

  release();
  await expect(loading).toHaveCount(0);
  await expect(heading).toHaveCount(1);
  await expect(intro).toHaveCount(1);
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The app's header is where the loading screen's was: nothing moved.
  expect(await heading.boundingBox()).toEqual(before.title);
  expect(await intro.boundingBox()).toEqual(before.intro);
  await expect(page).toHaveTitle('Estoque — AgroVoo');
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'estoque-loaded', { fullPage: false });
});

/**
 * Issue 43 item 1: the pages whose largest text is their data come drawn with it (the server
 * renders them with their first reads' answers, src/server/http/page-render.ts); the app takes
 * the answers from the HTML and draws the same page at the same place, without reading them
 * again. The app's start is held back until the page has been seen, so it cannot take over before.
 */
for (const { address, heading, first, reads } of [
  {
    address: '/dashboard',
    heading: 'Dashboard',
    // A figure of the month; the charts below it are drawn by the browser, not in the HTML.
    first: 'dt:text-is("Hectares aplicados")',
    reads: ['/api/me', '/api/dashboard'],
  },
  {
    address: '/recursos-humanos',
    heading: 'Recursos Humanos',
    // How many employees, under the list.
    first: 'p:text-matches("^[0-9]+ funcionários?$")',
    reads: ['/api/me', '/api/hr/funcionarios?situacao=ativos', '/api/hr/ferias/alertas'],
  },
])
  test(`${address} comes drawn with its data, and the app draws the same page over it without reading it again`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow(); // a demo company of its own
    await asDemoOwner(page, baseURL, testInfo);
    const requested = apiRequests(page);
    const release = await holdBack(page, '**/after-paint.js');

    const response = await page.goto(address, { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    const drawn = page.locator('[data-prerendered="session"]');
    // Inert until the app takes over, so out of the accessibility tree: read by its markup.
    await expect(drawn.locator('h1')).toHaveText(heading);
    // Measured once the stylesheet applies (the HTML is read before it arrives): text-2xl.
    await expect(drawn.locator('h1')).toHaveCSS('font-size', '24px');
    const data = drawn.locator(first);
    await expect(data).toBeVisible();
    await expect(drawn.getByText('Carregando...')).toHaveCount(0);
    await expect(drawn.locator('figure')).toHaveCount(0);
    expect(await page.locator('#page-answers').count()).toBe(1);
    await screenshot(page, `${address.slice(1)}-drawn`, { fullPage: false });
    // The person scrolls the page before the app takes over: the app keeps the place.
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, 100);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    const before = await data.boundingBox();

    release();
    await expect(drawn).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app's page is where the server's was, scrolled as it was: nothing moved.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.locator(first).boundingBox()).toEqual(before);
    await page.waitForLoadState('networkidle');
    // The answers the page came with are not asked for again.
    for (const read of reads) expect(requested, read).not.toContain(read);
  });

/**
 * Issue 43 item 1: a loading screen's first reads are requested right after its first paint
 * (public/after-paint.js), and each is the one the page then reads: requested once, and
 * Chromium warns of a preloaded answer left unread a few seconds after the load.
 */
test('the pages read the answers preloaded after their first paint', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a demo company of its own, then five pages
  await asDemoOwner(page, baseURL, testInfo);
  const unread: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text()))
      unread.push(message.text());
  });
  const requested = apiRequests(page);
  const pages = [
    { address: '/afiliados', heading: 'Afiliados' },
    { address: '/estoque', heading: 'Estoque' },
    { address: '/operacoes', heading: 'Operações' },
    { address: '/propostas', heading: 'Propostas' },
    { address: '/relatorios', heading: /Relatório/ },
  ];
  for (const { address, heading } of pages) {
    requested.length = 0;
    const response = await page.goto(address);
    const html = (await response?.text()) ?? '';
    const preloaded = (/data-reads="([^"]*)"/.exec(html)?.[1] ?? '')
      .replaceAll('&amp;', '&')
      .split(' ');
    // Nothing is requested with the HTML (no `Link` header): all waits for the first paint.
    expect(response?.headers().link, address).toBeUndefined();
    expect(preloaded, address).toContain('/api/me');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chromium's warning comes some 3 s after the load.
    await page.waitForTimeout(3_500);
    for (const read of preloaded)
      expect(
        requested.filter((url) => url === read),
        `${address}: ${read}`,
      ).toHaveLength(1);
  }
  expect(unread).toEqual([]);
});
