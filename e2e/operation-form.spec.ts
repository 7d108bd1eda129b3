import type { Page } from '@playwright/test';
import { companyWithRegisters } from './company.ts';
import { confirmations, expect, test } from './fixtures.ts';

/** A new company with its registers, signed in, on a new operation. */
async function newOperation(page: Page, who: string, project: string) {
  await companyWithRegisters(page.request, `${who}-${project}-${Date.now()}@cerrado.com.br`);
  await page.goto('/operacao');
  await expect(page.getByRole('heading', { name: 'Nova Operação' })).toBeVisible();
}

test('an unsaved operation survives a click away and Back, after asking before leaving', async ({
  page,
}, testInfo) => {
  await newOperation(page, 'rascunho', testInfo.project.name);
  await page.getByLabel('Contratante *').selectOption({ label: 'Agropecuária Boa Vista' });
  await page.getByLabel('Área tratada (ha)').fill('120,5');

  const { answer, asked } = confirmations(page);
  const away = page.getByRole('link', { name: 'Todas as operações' });
  answer(false);
  await away.click();
  await expect(page).toHaveURL(/\/operacao$/);
  await expect(page.getByLabel('Área tratada (ha)')).toHaveValue('120,5');

  answer(true);
  await away.click();
  await expect(page).toHaveURL(/\/operacoes$/);
  // The editor is gone (the list is on screen) before Back brings it again: under load the list's
  // code can still be loading, the editor kept on screen, and Back would find it never left.
  await expect(page.getByRole('heading', { name: 'Operações', level: 1 })).toBeVisible();
  expect(asked).toEqual([
    'Há alterações não salvas. Sair mesmo assim? Elas ficam guardadas como rascunho neste aparelho.',
    'Há alterações não salvas. Sair mesmo assim? Elas ficam guardadas como rascunho neste aparelho.',
  ]);

  await page.goBack();
  await expect(page.getByText(/Rascunho restaurado/)).toBeVisible();
  await expect(page.getByLabel('Área tratada (ha)')).toHaveValue('120,5');
  await expect(page.getByLabel('Contratante *')).toHaveValue(/.+/);

  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(page.getByLabel('Área tratada (ha)')).toHaveValue('');
  await expect(page.getByText(/Rascunho restaurado/)).toBeHidden();
  await away.click();
  await expect(page).toHaveURL(/\/operacoes$/);
  expect(asked).toHaveLength(2);
});

test('the keyboard: no focused field under the actions bar, the first error focused', async ({
  page,
}, testInfo) => {
  await newOperation(page, 'teclado', testInfo.project.name);
  const submit = page.getByRole('button', { name: 'Salvar operação' });
  const bar = submit.locator('..');

  // A register's select is disabled ('Carregando...') until its rows arrive, and a disabled
  // select takes no focus: the walk starts once every list of the form has loaded.
  await expect(page.getByRole('combobox', { disabled: true })).toHaveCount(0);
  await page.getByLabel('Contratante *').focus();
  await expect(page.getByLabel('Contratante *')).toBeFocused();
  const hidden: string[] = [];
  for (let stop = 0; stop < 80; stop++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return {
        name: label?.textContent ?? element.textContent ?? element.tagName,
        bottom: box.bottom,
        inBar: !!element.closest('.sticky'),
      };
    });
    if (focused.inBar) break;
    const barTop = (await bar.boundingBox())!.y;
    if (focused.bottom > barTop) hidden.push(focused.name);
    await page.keyboard.press('Tab');
  }
  expect(hidden, 'campos escondidos sob a barra ao receber o foco').toEqual([]);

  // Tabbing ended on the bar's one button: submitting the empty form from there.
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Verifique os campos destacados.')).toBeVisible();
  const first = page.getByLabel('Contratante *');
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
});
