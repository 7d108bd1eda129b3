import { randomUUID } from 'node:crypto';
import { request as apiRequest, type Page } from '@playwright/test';
import { companyWithRegisters, pilotJoins } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

/** The menu's entries as the pilot's screen offers them: the tab bar's or the drawer's links. */
async function menuEntries(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = phone
    ? page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Principal' })
    : page.getByRole('navigation', { name: 'Principal' });
  const links = await menu.getByRole('link', { includeHidden: true }).all();
  const entries = await Promise.all(
    links.map(async (link) => ({
      label: (await link.textContent())!.trim(),
      href: (await link.getAttribute('href'))!,
    })),
  );
  if (phone) await page.keyboard.press('Escape');
  return entries;
}

/** Opens a menu entry as a person does: the drawer on a phone, the group's dropdown on a desktop. */
async function open(page: Page, phone: boolean, label: string) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: label }).click();
    // A link to the page already open changes no route: the drawer is closed by hand.
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) {
    const group = nav
      .locator('details')
      .filter({ has: page.getByRole('link', { name: label, exact: true, includeHidden: true }) });
    await group.locator('summary').click();
  }
  await link.click();
}

// Issue 45 item 1, decision 034: a pilot meets no dead end, and no money.
test('a pilot walks the menu: every entry opens a page he can use, and none shows R$', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a company set up, then every entry of the menu walked
  const phone = testInfo.project.name === 'phone';
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const pilotEmail = `piloto-${stamp}@cerrado.com.br`;

  // The office: a company with its registers, a priced proposal and a stock entry; then the
  // pilot's invite.
  const office = await apiRequest.newContext({ baseURL });
  const ids = await companyWithRegisters(office, `dono-menu-${stamp}@cerrado.com.br`);
  const proposal = await office.post('/api/proposals', {
    data: {
      client_id: ids.client,
      property_id: ids.property,
      validade: '2099-12-31',
      condicoes_pagamento: '30 dias',
      linhas: [
        {
          descricao: 'Aplicação líquida',
          unidade: 'ha',
          quantidade: 120.5,
          preco_unitario_cents: 4_000,
        },
      ],
    },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const entry = await office.post('/api/stock/entradas', {
    data: {
      fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '11.222.333/0001-81' },
      nf_numero: '1201',
      nf_serie: '1',
      nf_data: '2026-01-05',
      linhas: [
        {
          product_id: ids.product,
          lote: 'FX-1',
          quantidade: 100,
          unidade: 'L',
          custo_unitario_cents: 4_500,
          validade: '2099-06-30',
          // A fungicida: its package says how many empty containers go back (decision 031).
          embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
        },
      ],
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  await pilotJoins(office, page, baseURL, pilotEmail);
  await office.dispose();

  const entries = await menuEntries(page, phone);
  expect(entries.map((e) => e.label)).toEqual(
    expect.arrayContaining(['Propostas', 'Relatório MAPA', 'Estoque']),
  );
  expect(entries.map((e) => e.label)).not.toContain('Contabilidade');
  for (const { label, href } of entries) {
    await open(page, phone, label);
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Acesso (Restrito|Suspenso)/ })).toHaveCount(0);
    await expect(page.getByText('Não foi possível carregar')).toHaveCount(0);
    await screenshot(page, `piloto-${href.slice(1).replace(/\W+/g, '-')}`);
  }

  // The stock he reads has quantities and no money.
  await page.goto('/estoque');
  const stock = page.getByRole('main');
  await expect(stock.getByText('100 L').first()).toBeVisible();
  await expect(stock).not.toContainText('R$');

  // The proposal: its service and quantity, no price, no PDF.
  await page.goto('/propostas');
  await expect(page.getByRole('main')).not.toContainText('R$');
  await page
    .getByRole('link', { name: /Agropecuária Boa Vista/ })
    .first()
    .click();
  await expect(page.getByText('Aplicação líquida')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('120,50 ha');
  await expect(page.getByRole('main')).not.toContainText('R$');
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toHaveCount(0);
  await screenshot(page, 'piloto-proposta');
});
