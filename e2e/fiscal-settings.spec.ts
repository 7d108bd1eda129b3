import { signUpByApi } from './accounts.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 44: the company's alphanumeric CNPJ (IN RFB 2.229/2024) typed in Perfil, and its fiscal
// settings for the NFS-e, at 1280 and 390 px.

test('the owner types an alphanumeric CNPJ and saves the fiscal settings', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signUpByApi(page.request, {
    companyName: 'Aero Nova',
    email: `fiscal-${testInfo.project.name}-${crypto.randomUUID()}@aeronova.com.br`,
    password: 'Segredo#2026',
  });
  // Two valid alphanumeric CNPJs (check digits by the RFB's rule), one per project: the
  // server's database is shared by the whole run.
  const [typed, shown] = phone
    ? ['agro0voo000249', 'AG.RO0.VOO/0002-49']
    : ['agro0voo000168', 'AG.RO0.VOO/0001-68'];
  await page.goto('/perfil');
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially(typed);
  await expect(cnpj).toHaveValue(shown);
  await page.getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(page.getByText('Os dados da empresa foram atualizados com sucesso!')).toBeVisible();

  const fiscal = page.getByRole('region', { name: 'Dados fiscais' });
  await expect(fiscal.getByLabel('Código de tributação nacional *')).toHaveValue('071301');
  await fiscal.getByLabel('Inscrição municipal').fill('98765');
  await fiscal.getByLabel('Código IBGE do município *').fill('5107926');
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(
    fiscal.getByText('Código IBGE do município inválido: confira o dígito final.'),
  ).toBeVisible();
  await fiscal.getByLabel('Código IBGE do município *').fill('5107925');
  await fiscal.getByLabel('ISS retido pelo tomador').selectOption({ label: 'Sim' });
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(fiscal.getByText('Dados fiscais salvos.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('CNPJ')).toHaveValue(shown);
  const saved = page.getByRole('region', { name: 'Dados fiscais' });
  await expect(saved.getByLabel('Código IBGE do município *')).toHaveValue('5107925');
  await expect(saved.getByLabel('ISS retido pelo tomador')).toHaveValue('true');
  await expect(
    page
      .getByRole('region', { name: 'Certificado digital' })
      .getByText('Nenhum certificado enviado.'),
  ).toBeVisible();
  // Nothing wider than the screen (390 px on the phone).
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await screenshot(page, 'perfil-fiscal');
});
