import type { Locator, Page } from '@playwright/test';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';
import { expectFocusKept, focusedElement, press, tabTo } from './keyboard.ts';

// Issue 45 item 11: the new areas with the keyboard alone.

test('view switches keep the focus: the areas’ tabs, the situations and the entry’s button', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
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
  await expect(page.getByRole('tab', { name: 'Nova entrada', selected: true })).toBeVisible();
  await expectFocusKept(page, "'Nova entrada' do cabeçalho");
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
  const stamp = `${testInfo.project.name}-${Date.now()}`;
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

/** The label that draws a file button, ringed as every control is when its input has the focus. */
async function ringedFileButton(page: Page, input: Locator) {
  await tabTo(page, input);
  const outline = await input.evaluate((element) => {
    const label = document.querySelector(`label[for="${element.id}"]`)!;
    const style = getComputedStyle(label);
    return `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`;
  });
  expect(outline).toBe('solid 3');
}

test('the file buttons show the focus ring: logo, NF-e, OFX', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
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
