import { answerCaptcha, signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

test('the owner invites a pilot, who accepts and finds the financial area closed', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = `dono-${stamp}@aerosul.com.br`;
  const pilot = `piloto-${stamp}@aerosul.com.br`;

  await page.goto('/auth?tab=cadastrar');
  await page.getByLabel('Nome da empresa').fill('Aero Sul Aviação Agrícola');
  await page.getByLabel('E-mail').fill(owner);
  await page.getByLabel('Senha').fill(PASSWORD);
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A brand-new company is shown its first steps (issue 45).
  await expect(page.getByRole('region', { name: 'Primeiros passos (0 de 6)' })).toBeVisible();
  await screenshot(page, 'dashboard-primeiros-passos');

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Perfil' }).click();
  } else await page.getByRole('link', { name: owner }).click();
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await page.getByLabel('E-mail do convidado').fill(pilot);
  await page.getByLabel('Papel').selectOption('pilot');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByText(`Convite enviado para ${pilot}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: pilot })).toContainText('Piloto');
  await screenshot(page, 'perfil');

  // The pilot, in a browser of their own, follows the link of the e-mail.
  const pilotContext = await browser.newContext();
  const pilotPage = await pilotContext.newPage();
  await pilotPage.goto('/dev/caixa-de-saida');
  const link = pilotPage
    .getByRole('listitem')
    .filter({ hasText: `Para ${pilot}` })
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  await pilotPage.goto(href!);
  await expect(pilotPage.getByRole('heading', { name: 'Bem-vindo ao AgroVoo!' })).toBeVisible();
  await expect(pilotPage.getByText('Você foi convidado para fazer parte da equipe')).toBeVisible();
  // The card says what the pilot joins (issue 45).
  await expect(
    pilotPage.getByText('Aero Sul Aviação Agrícola convidou você como Piloto.'),
  ).toBeVisible();
  await screenshot(pilotPage, 'convite');
  await pilotPage.getByLabel('Defina sua senha').fill(PASSWORD);
  await pilotPage.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(pilotPage).toHaveURL(/\/dashboard$/);
  await expect(pilotPage.getByText('Piloto', { exact: true })).toBeVisible();

  await pilotPage.goto('/contabilidade');
  await expect(pilotPage.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(pilotPage.getByText('Pilotos não têm acesso à área financeira.')).toBeVisible();
  await screenshot(pilotPage, 'acesso-restrito', { fullPage: false });
  await pilotContext.close();

  // Back with the owner: the pilot is a member; the owner may open the financial area.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: pilot }).first()).toBeVisible();
  await page.goto('/contabilidade');
  await expect(page.getByRole('heading', { name: 'Contabilidade' })).toBeVisible();
});

test('a pending invite is deleted only after confirmation', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await page.goto('/auth?tab=cadastrar');
  await page.getByLabel('Nome da empresa').fill('Aero Norte');
  await page.getByLabel('E-mail').fill(`dono-${stamp}@aeronorte.com.br`);
  await page.getByLabel('Senha').fill(PASSWORD);
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/perfil');
  const invited = `admin-${stamp}@aeronorte.com.br`;
  await page.getByLabel('E-mail do convidado').fill(invited);
  await page.getByLabel('Papel').selectOption('admin');
  await page.getByRole('button', { name: 'Convidar' }).click();
  const row = page.getByRole('listitem').filter({ hasText: invited });
  await expect(row).toContainText('Administrador');

  await row.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir convite' })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir convite' })
    .getByRole('button', { name: 'Excluir convite' })
    .click();
  await expect(page.getByText('Convite excluído.')).toBeVisible();
  await expect(page.getByText('Nenhum convite pendente')).toBeVisible();
});

test("someone signed in without a company confirms the password ('Confirme sua senha') and joins", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const invitee = `admin-${stamp}@aerosul.com.br`;
  /** The invite links mailed to the invitee so far. */
  const links = async () => {
    const { messages } = await (await page.request.get('/api/dev/outbox')).json();
    return (messages as { to: string; text: string }[])
      .filter((m) => m.to === invitee)
      .map((m) => new URL(/https?:\/\/\S+invite=\S+/.exec(m.text)![0]));
  };
  /** A company of its own, signed up in a browser context of its own, that invites them. */
  const companyInviting = async (owner: string, companyName: string) => {
    const context = await browser.newContext();
    await signUpByApi(context.request, { companyName, email: owner, password: PASSWORD });
    const sent = await context.request.post('/api/company/invites', {
      data: { email: invitee, role: 'admin' },
    });
    expect(sent.status()).toBe(201);
    return context;
  };

  // They joined Aero Sul and were deactivated there: still signed in, without a company.
  const sul = await companyInviting(`dono-${stamp}@aerosul.com.br`, 'Aero Sul');
  const [first] = await links();
  const joined = await page.request.post('/api/invites/accept-with-password', {
    data: { token: first!.searchParams.get('invite'), email: invitee, password: PASSWORD },
  });
  expect(joined.status()).toBe(200);
  const { members } = await (await sul.request.get('/api/company/members')).json();
  const member = (members as { user_id: string; email: string }[]).find((m) => m.email === invitee);
  expect(
    (await sul.request.post(`/api/company/members/${member!.user_id}/desativar`)).status(),
  ).toBe(200);

  // Aero Norte invites them; the link opens the card, which asks them to confirm the password.
  const norte = await companyInviting(`dono-${stamp}@aeronorte.com.br`, 'Aero Norte');
  const link = (await links()).find(
    (url) => url.searchParams.get('invite') !== first!.searchParams.get('invite'),
  );
  await page.goto(`${link!.pathname}${link!.search}`);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao AgroVoo!' })).toBeVisible();
  const password = page.getByLabel('Confirme sua senha');
  await password.fill('Errada#2026');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByRole('alert')).toHaveText('Senha incorreta');
  await expect(password).toHaveAccessibleDescription(
    'Você já tem uma conta com este email. Digite sua senha atual.',
  );
  await screenshot(page, 'convite-confirme');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByRole('button', { name: /Processando convite/ })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  await sul.close();
  await norte.close();
});
