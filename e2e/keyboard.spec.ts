import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';
import { focusedElement, press, ringedFileButton, tabTo } from './keyboard.ts';

// Issue 45 item 11: the new areas with the keyboard alone.

test('view switches keep the focus: the areas’ tabs, the situations and the entry’s button', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-abas-${stamp}@cerrado.com.br`);
  const areas: [string, string[]][] = [
    [
      '/estoque',
      ['Movimentações', 'Notas fiscais', 'Nova entrada', 'Embalagens', 'Combustível', 'Saldo'],
    ],
    ['/contabilidade', ['A receber', 'A pagar', 'Conciliação', 'Relatórios', 'Configurações']],
    ['/recursos-humanos', ['Folha de pagamento', 'Documentos', 'Tabelas', 'Funcionários']],
  ];
  for (const [path, tabs] of areas) {
    await page.goto(path);
    for (const name of tabs) {
      const tab = page.getByRole('tab', { name, exact: true });
      await press(page, tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab, `${path} → ${name}: ${await focusedElement(page)}`).toBeFocused();
    }
  }
  // The employees' situations, a row of pressed buttons.
  for (const name of ['Desligados', 'Todos', 'Ativos']) {
    const option = page.getByRole('group', { name: 'Situação' }).getByRole('button', { name });
    await press(page, option);
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect(option).toBeFocused();
  }
  // 'Nova entrada' in the stock's header opens its tab and goes away with it.
  await page.goto('/estoque');
  await press(page, page.getByRole('button', { name: 'Nova entrada' }));
  await expect(page.getByRole('tab', { name: 'Nova entrada', selected: true })).toBeFocused();
});

/**
 * Every control of the dialog, from its last back to its first (Shift+Tab: the way a field
 * scrolls up, where the sticky title bar could hide it), is seen whole below the title bar.
 */
async function clearOfTitle(page: Page, dialog: Locator) {
  const bar = dialog.getByRole('heading').first().locator('..');
  const close = dialog.getByRole('button', { name: 'Fechar' }).first();
  const submit = dialog.locator('button[type="submit"]').last();
  await submit.focus();
  const hidden: string[] = [];
  for (let step = 0; step < 80; step++) {
    if (await close.evaluate((element) => element === document.activeElement)) break;
    const { barBottom, top, name } = await page.evaluate(
      (barElement) => {
        const element = document.activeElement!;
        return {
          barBottom: barElement.getBoundingClientRect().bottom,
          top: element.getBoundingClientRect().top,
          name: element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30),
        };
      },
      await bar.elementHandle(),
    );
    if (top < barBottom - 1) hidden.push(`${name}: ${Math.round(barBottom - top)} px`);
    await page.keyboard.press('Shift+Tab');
  }
  expect(hidden, 'campos sob a barra de título').toEqual([]);
}

test('in long dialogs the focused field never hides under the title bar', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-barra-${stamp}@cerrado.com.br`);
  const dialogs: [string, string, string][] = [
    ['/recursos-humanos', 'Novo funcionário', 'Novo funcionário'],
    ['/contabilidade?aba=receber', 'Nova conta', 'Nova conta'],
    ['/estoque?aba=embalagens', 'Registrar devolução', 'Registrar devolução de embalagens'],
  ];
  for (const [path, opener, title] of dialogs) {
    await page.goto(path);
    await page.getByRole('button', { name: opener }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await clearOfTitle(page, dialog);
    await screenshot(page, `teclado-barra-${path.slice(1, 12)}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the file buttons show the focus ring: logo, NF-e, OFX', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-arquivo-${stamp}@cerrado.com.br`);
  const account = await page.request.post('/api/accounting/contas', {
    data: { nome: 'Sicredi PJ', saldo_inicial_cents: 0, saldo_inicial_data: '2026-01-01' },
  });
  expect(account.status(), await account.text()).toBe(201);
  await page.goto('/perfil');
  await ringedFileButton(page, page.getByLabel(/^Enviar logotipo/));
  await page.goto('/estoque?aba=entrada');
  await ringedFileButton(page, page.getByLabel('Importar XML da NF-e'));
  await screenshot(page, 'teclado-arquivo-nfe', { fullPage: false });
  await page.goto('/contabilidade?aba=conciliacao');
  await ringedFileButton(page, page.getByLabel('Importar extrato (OFX ou CSV)'));
});

/** Tabs to `field` and types `text` over what it had (a select takes it as type-ahead). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  if ((await field.evaluate((element) => element.tagName)) === 'INPUT')
    await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('keyboard only: a new employee, with the focus back on the button after each dialog', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-rh-${stamp}@cerrado.com.br`);
  await page.goto('/recursos-humanos');
  const opener = page.getByRole('button', { name: 'Novo funcionário' }).first();
  const dialog = page.getByRole('dialog', { name: 'Novo funcionário' });
  // 'Cancelar' gives the focus back to the button (it fell to the page's body).
  await press(page, opener);
  await expect(dialog).toBeVisible();
  await press(page, dialog.getByRole('button', { name: 'Cancelar' }));
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await typeInto(page, dialog.getByLabel('Nome completo'), 'Carlos Mendes');
  await typeInto(page, dialog.getByLabel('CPF', { exact: true }), '52998224725');
  await typeInto(page, dialog.getByLabel('Cargo', { exact: true }), 'Piloto');
  await typeInto(page, dialog.getByLabel('Salário base (R$)'), '12000,00');
  await typeInto(page, dialog.getByLabel('Admissão'), '01/03/2024');
  await press(page, dialog.getByRole('button', { name: 'Cadastrar funcionário' }));
  // The new employee's record follows; Esc ends it, and the focus is where it started.
  const record = page.getByRole('dialog', { name: 'Carlos Mendes' });
  await expect(record).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('button', { name: /Carlos Mendes/ }).first()).toBeVisible();
});

test('keyboard only: a receivable and its payment, the focus back on the button, then on its row', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-contas-${stamp}@cerrado.com.br`);
  for (const nome of ['Sicredi PJ', 'Caixa'] as const) {
    const account = await page.request.post('/api/accounting/contas', {
      data: { nome, saldo_inicial_cents: 0, saldo_inicial_data: '2026-01-01' },
    });
    expect(account.status(), await account.text()).toBe(201);
  }
  await page.goto('/contabilidade?aba=receber');
  const opener = page.getByRole('button', { name: 'Nova conta' }).first();
  await press(page, opener);
  const dialog = page.getByRole('dialog', { name: 'Nova conta' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Descrição'), 'Aplicação em soja, talhão 4');
  await tabTo(page, dialog.getByLabel('Categoria'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByLabel('Cliente'));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, dialog.getByLabel('Valor total (R$)'), '1500,00');
  await typeInto(page, dialog.getByLabel('Primeiro vencimento'), '15/01/2027');
  await press(page, dialog.getByRole('button', { name: 'Criar conta' }));
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Its payment: the row's button opens the receipt, which takes the whole amount.
  const row = page.getByRole('listitem').filter({ hasText: 'Aplicação em soja, talhão 4' });
  await press(page, row.getByRole('button', { name: /^Registrar pagamento/ }));
  const receipt = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await expect(receipt).toBeVisible();
  // The account chosen with the arrows: down to the second, back up to the first.
  const account = receipt.getByLabel('Conta', { exact: true });
  await tabTo(page, account);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await press(page, receipt.getByRole('button', { name: 'Registrar', exact: true }));
  await expect(receipt).toBeHidden();
  await expect(row).toContainText('Pago');
  // Paid off, the row has no payment button left: the focus stays on the row.
  await expect(row.getByRole('button', { name: /^Registrar pagamento/ })).toHaveCount(0);
  await expect(row.locator(':focus')).toHaveCount(1);
  await screenshot(page, 'teclado-conta-paga', { fullPage: false });
});

test('keyboard only: a stock entry typed by hand', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  await companyWithRegisters(page.request, `teclas-estoque-${stamp}@cerrado.com.br`);
  await page.goto('/estoque');
  // The header's 'Nova entrada' goes away with the tab it opens: the focus goes to that tab.
  await press(page, page.getByRole('button', { name: 'Nova entrada' }));
  await expect(page.getByRole('tab', { name: 'Nova entrada' })).toBeFocused();
  await typeInto(page, page.getByLabel('Fornecedor (razão social)'), 'Agro Insumos Sorriso Ltda.');
  await typeInto(page, page.getByLabel('CNPJ do fornecedor'), '11222333000181');
  await typeInto(page, page.getByLabel('Número da NF'), '1201');
  await typeInto(page, page.getByLabel('Produto ou combustível da linha 1'), 'Fox');
  await typeInto(page, page.getByLabel('Lote', { exact: true }), 'FX-1');
  await typeInto(page, page.getByLabel('Quantidade', { exact: true }), '100');
  await typeInto(page, page.getByLabel('Custo unitário (R$)'), '45,50');
  // An agrotóxico with no usual packaging asks for the line's (issue 38): chosen with the arrows.
  await tabTo(page, page.getByLabel('Tipo de embalagem'));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, page.getByLabel('Conteúdo por embalagem'), '5');
  await press(page, page.getByRole('button', { name: 'Registrar entrada' }));
  await expect(page.getByRole('tab', { name: 'Saldo', selected: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Fungicida' })).toContainText('100 L');
  // The form and its button went with the tab: the keyboard goes on from the tab it opened.
  await expect(page.getByRole('tab', { name: 'Saldo' })).toBeFocused();
});
