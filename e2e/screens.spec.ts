import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoOwner, E2E_ADMIN, logInByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** The pages whose last figure loads only once scrolled into view: that figure's name. */
const DRAWN_WHEN_SEEN: Record<string, string> = { '/dashboard': 'Faturamento' };

/**
 * Every page of the app, at both widths (issue 45): its heading shown, no sideways scroll of the
 * page itself, no console error; with E2E_SCREENSHOTS=1 a full-page picture of each, for people
 * to look at (`artifacts/screenshots/tela-*`).
 */
async function look(page: Page, errors: string[], address: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
  const tab = new URL(address, 'http://x').searchParams.get('aba');
  if (tab) await expect(page.getByRole('tab', { selected: true }).first(), address).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What loads when it comes into view (the dashboard's charts) is drawn before the picture.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const seen = DRAWN_WHEN_SEEN[address];
  if (seen) await expect(page.getByRole('figure', { name: seen }), address).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(/Carregando/).first(), address).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${address}: rolagem lateral da página`).toBeLessThanOrEqual(0);
  expect.soft([...errors], `${address}: erros no console`).toEqual([]);
  errors.splice(0);
  const name = address.slice(1).replace(/[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}/, 'id');
  await screenshot(page, `tela-${name.replace(/\W+/g, '-') || 'inicio'}`);
}

const tabs = (path: string, keys: string[]) => keys.map((key) => `${path}?aba=${key}`);

test('the public pages', async ({ page, consoleErrors }) => {
  for (const address of ['/', '/auth', '/termos-servico', '/politica-privacidade'])
    await look(page, consoleErrors, address);
});

test('every page of the demo company, as its owner', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await logInByApi(page.request, await demoOwner(baseURL, run));

  const operations = await (await page.request.get('/api/operations?status=concluida')).json();
  const operation = operations.items[0].id as string;
  const proposals = await (await page.request.get('/api/proposals')).json();
  const proposal = proposals.items[0].id as string;

  const addresses = [
    '/dashboard',
    '/operacoes',
    '/operacao',
    `/operacao/${operation}`,
    `/operacao/${operation}/relatorio`,
    '/propostas',
    '/propostas/nova',
    `/propostas/${proposal}`,
    '/agenda',
    '/relatorios',
    '/frota',
    ...tabs('/cadastros', [
      'clientes',
      'propriedades',
      'aeronaves',
      'pilotos',
      'tecnicos',
      'produtos',
      'culturas',
      'servicos',
    ]),
    ...tabs('/estoque', ['saldo', 'movimentos', 'notas', 'entrada', 'embalagens', 'combustivel']),
    ...tabs('/contabilidade', [
      'resumo',
      'receber',
      'pagar',
      'conciliacao',
      'relatorios',
      'configuracoes',
    ]),
    ...tabs('/recursos-humanos', ['funcionarios', 'folha', 'documentos', 'tabelas']),
    '/perfil',
    // The owner is no affiliate yet: the page offers him to become one (no tabs).
    '/afiliados',
  ];
  for (const address of addresses) await look(page, consoleErrors, address);
});

test('every tab of the administration, as the platform admin', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await logInByApi(page.request, E2E_ADMIN);
  const addresses = tabs('/admin', [
    'empresas',
    'emails',
    'usuarios',
    'afiliados',
    'monitoramento',
    'performance',
    'ferramentas',
  ]);
  for (const address of addresses) await look(page, consoleErrors, address);
});
