import { request as apiRequest } from '@playwright/test';
import { E2E_ADMIN, logInByApi, signUpByApi } from './accounts.ts';
import { closeToast, expect, screenshot, test } from './fixtures.ts';

// The platform admin's Empresas tab: the stats cards, a company found by search, its user limit
// changed, its financial details, and a throw-away company deleted after the confirmation.
test('the platform admin manages a company and deletes a throw-away one', async ({
  page,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const kept = `Aero Busca ${stamp}`;
  const thrown = `Descartável ${stamp}`;
  // Two companies signed up by their owners (in a context of their own).
  const owners = await apiRequest.newContext({ baseURL });
  for (const [companyName, email] of [
    [kept, `dono-${stamp}@aerobusca.com.br`],
    [thrown, `dono-${stamp}@descartavel.com.br`],
  ] as const)
    await signUpByApi(owners, { companyName, email, password: 'Segredo#2026' });
  await owners.dispose();

  await logInByApi(page.request, E2E_ADMIN);
  await page.goto('/admin');
  const cards = page.getByRole('region', { name: 'Resumo da plataforma' });
  for (const label of [
    'Total de Empresas',
    'Total de Usuários',
    'Empresas Ativas',
    'Aguardando Pagamento',
  ])
    await expect(cards.getByText(label)).toBeVisible();
  await expect(cards.getByText(/% de conversão$/)).toBeVisible();

  // Found by search; its user limit goes from 1 to 4.
  const search = page.getByLabel('Buscar empresa por nome, e-mail ou CNPJ');
  await search.fill(stamp);
  await expect(page.getByText('2 empresas')).toBeVisible();
  await search.fill(kept);
  await expect(page.getByText('1 empresa', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem', { name: kept });
  await expect(card.getByText('Aguardando Pagamento')).toBeVisible();
  await card.getByRole('button', { name: 'Gerenciar' }).click();
  const manage = page.getByRole('dialog', { name: `Gerenciar ${kept}` });
  await manage.getByLabel('Limite de usuários').fill('4');
  await manage.getByRole('button', { name: 'Salvar' }).click();
  await expect(manage).toBeHidden();
  // Closed as a person would: at the bottom of a phone it covers the card's buttons.
  await closeToast(page, 'Empresa atualizada');
  await expect(card.getByText('1 usuário ativo de 4')).toBeVisible();
  await screenshot(page, 'admin-empresas', { fullPage: false });

  // Its financial details: nothing billed yet.
  await card.getByRole('button', { name: 'Financeiro' }).click();
  const finance = page.getByRole('dialog', { name: `Financeiro — ${kept}` });
  await expect(finance.getByText('Nenhum histórico financeiro encontrado')).toBeVisible();
  await finance.getByRole('button', { name: 'Fechar' }).click();
  await expect(finance).toBeHidden();

  // The throw-away company goes, after the confirmation.
  await search.fill(thrown);
  const doomed = page.getByRole('listitem', { name: thrown });
  await doomed.getByRole('button', { name: 'Gerenciar' }).click();
  await page
    .getByRole('dialog', { name: `Gerenciar ${thrown}` })
    .getByRole('button', { name: 'Deletar empresa' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Deletar empresa' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Empresa deletada')).toBeVisible();
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
  await search.fill(stamp);
  await expect(page.getByText('1 empresa', { exact: true })).toBeVisible();
});
