import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { entryPayload } from '../src/server/test/stock-entries.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { E2E_ADMIN, logInByApi, signUpByApi } from './accounts.ts';
import { expectAccessible } from './axe.ts';
import { companyWithRegisters } from './company.ts';
import { expect, test } from './fixtures.ts';

// Issue 45 item 11: axe (WCAG 2.1 A and AA) over every tab of the new areas and their main
// dialogs, at 1280 and 390 px.

const today = todayInSaoPaulo(new Date());
// Each journey scans some fifteen screens, an axe run each, on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The page once what it loads has come: no 'Carregando...' left. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
}

/** Each tab of the list named `list`, opened in turn and scanned. */
async function scanTabs(page: Page, area: string, names: string[], list?: string) {
  const tabs = list ? page.getByRole('tablist', { name: list }) : page;
  for (const name of names) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    await tab.click();
    // A tab opens as a transition that waits for its panel's code and first read: under the
    // whole suite on two cores that once passed the usual 10 s (Contabilidade → Configurações).
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await settled(page);
    await expectAccessible(page, `${area} → ${name}`);
  }
}

/** The dialog `opener` opens, named `title`, scanned with what it loads, then closed by Esc. */
async function scanDialog(page: Page, opener: Locator, title: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await settled(page);
  await expectAccessible(page, `diálogo ${title}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A company whose sample flight of today is concluded: a receivable, a commission, stock used. */
async function flownCompany(page: Page, name: string) {
  const stamp = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `${name}-${stamp}@cerrado.com.br`);
  const entry = await page.request.post('/api/stock/entradas', {
    data: entryPayload([
      {
        product_id: ids.product,
        lote: 'FX-1',
        quantidade: 100,
        validade: '2029-07-31',
        embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
      },
    ]),
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const created = await page.request.post('/api/operations', {
    data: completeOperationInput(ids, today),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { operation } = (await created.json()) as { operation: { id: string; numero: string } };
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`);
  expect(concluded.status(), await concluded.text()).toBe(200);
  return operation;
}

test('axe: Estoque, its tabs and dialogs', async ({ page }) => {
  await flownCompany(page, 'axe-estoque');
  await page.goto('/estoque');
  await settled(page);
  await scanTabs(page, 'Estoque', [
    'Saldo',
    'Movimentações',
    'Notas fiscais',
    'Nova entrada',
    'Embalagens',
    'Combustível',
  ]);
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Saída de combustível' }),
    'Saída de combustível',
  );
  await page.getByRole('tab', { name: 'Embalagens' }).click();
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Registrar devolução' }),
    'Registrar devolução de embalagens',
  );
  await page.getByRole('tab', { name: 'Saldo' }).click();
  await page.getByRole('button', { expanded: false }).first().click();
  await scanDialog(page, page.getByRole('button', { name: 'Ajustar' }).first(), /^Ajustar/);
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Mínimo e embalagem' }).first(),
    /mínimo e embalagem$/,
  );
});

test('axe: Contabilidade, its tabs and dialogs', async ({ page }) => {
  const operation = await flownCompany(page, 'axe-contas');
  await page.goto('/contabilidade');
  await settled(page);
  await scanTabs(page, 'Contabilidade', [
    'Resumo',
    'A receber',
    'A pagar',
    'Conciliação',
    'Relatórios',
    'Configurações',
  ]);
  await scanDialog(page, page.getByRole('button', { name: 'Nova conta bancária' }), /conta banc/i);
  await page.getByRole('tab', { name: 'A receber' }).click();
  await scanDialog(page, page.getByRole('button', { name: 'Nova conta' }).first(), 'Nova conta');
  await page
    .getByRole('button', { name: new RegExp(`^Abrir Operação ${operation.numero}`) })
    .click();
  const detail = page.getByRole('dialog', { name: new RegExp(operation.numero) });
  await expect(detail).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'diálogo da conta a receber');
  await detail.getByRole('button', { name: 'Registrar pagamento' }).first().click();
  const payment = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await expect(payment).toBeVisible();
  await expectAccessible(page, 'diálogo Registrar pagamento');
});

test('axe: Recursos Humanos, its tabs and dialogs, a run and its holerites', async ({ page }) => {
  await flownCompany(page, 'axe-rh');
  const employee = await page.request.post('/api/hr/funcionarios', {
    data: {
      nome: 'Carlos Mendes',
      cpf: '529.982.247-25',
      cargo: 'piloto_agricola',
      admissao: '2024-03-01',
      salario_base_cents: 1_200_000,
      dependentes: 0,
    },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  const run = await page.request.post('/api/hr/folhas', {
    data: { tipo: 'mensal', competencia: today.slice(0, 7) },
  });
  expect(run.status(), await run.text()).toBe(201);
  await page.goto('/recursos-humanos');
  await settled(page);
  await scanTabs(page, 'Recursos Humanos', [
    'Funcionários',
    'Folha de pagamento',
    'Documentos',
    'Tabelas',
  ]);
  await page.getByRole('tab', { name: 'Funcionários' }).click();
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Novo funcionário' }).first(),
    'Novo funcionário',
  );
  // The employee's record, and the document dialog it opens over itself.
  await page.getByRole('button', { name: /Carlos Mendes/ }).click();
  const record = page.getByRole('dialog', { name: 'Carlos Mendes' });
  await settled(page);
  await expectAccessible(page, 'diálogo Carlos Mendes');
  await scanDialog(
    page,
    record.getByRole('button', { name: 'Adicionar documento' }),
    'Adicionar documento',
  );
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await page.getByRole('tab', { name: 'Folha de pagamento' }).click();
  await scanDialog(page, page.getByRole('button', { name: 'Nova folha' }).first(), 'Nova folha');
  await page
    .getByRole('button', { name: /^Folha mensal/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Holerite de Carlos Mendes/ }).click();
  await settled(page);
  await expectAccessible(page, 'Recursos Humanos → Folha → holerite aberto');
  await page.getByRole('tab', { name: 'Tabelas' }).click();
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Nova versão' }).first(),
    /Tabelas|versão/,
  );
});

test('axe: the admin’s Empresas and Afiliados, their tabs and dialogs', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const affiliate = await browser.newContext({ baseURL });
  const name = `Ana Axe ${stamp}`;
  await signUpByApi(affiliate.request, {
    companyName: `Aero Axe ${stamp}`,
    email: `ana-axe-${stamp}@indica.com.br`,
    password: 'Segredo#2026',
  });
  const created = await affiliate.request.post('/api/affiliates/me', {
    data: { nome_completo: name, cpf_cnpj: '52998224725' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await affiliate.close();

  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin');
  await settled(page);
  await expectAccessible(page, 'Administração → Empresas');
  await page.getByRole('tab', { name: 'Afiliados', exact: true }).first().click();
  await settled(page);
  await scanTabs(
    page,
    'Administração → Afiliados',
    ['Afiliados', 'Pagamentos', 'Convites'],
    'Afiliados',
  );
  await scanDialog(page, page.getByRole('button', { name: 'Convidar afiliado' }), /Convidar/);
  await page
    .getByRole('tablist', { name: 'Afiliados' })
    .getByRole('tab', { name: 'Afiliados' })
    .click();
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Cadastrar afiliado' }),
    'Cadastrar afiliado',
  );
  await page.getByLabel('Buscar afiliado').fill(name);
  await scanDialog(
    page,
    page.getByRole('button', { name: `Ver detalhes de ${name}` }),
    'Detalhes do afiliado',
  );
});
