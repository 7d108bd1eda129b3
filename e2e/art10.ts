import type { Page } from '@playwright/test';
import { pdfText } from '../src/test-support/pdf-text.ts';
import { expect } from './fixtures.ts';

/** The operation page's conclusion under the Art. 10 distances: asked, refused empty, kept. */
export async function concludeWithJustification(
  page: Page,
  warning: string,
  justification: string,
) {
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Concluir abaixo das distâncias mínimas?' });
  await expect(dialog).toContainText(warning);
  await dialog.getByRole('button', { name: 'Concluir com justificativa' }).click();
  await expect(dialog).toContainText('Justificativa das distâncias é obrigatória.');
  await dialog.getByLabel('Justificativa das distâncias').fill(justification);
  await dialog.getByRole('button', { name: 'Concluir com justificativa' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
}

/**
 * From the concluded operation's page to its report: the croqui draws the point with its
 * metres (`label`, 'Casa do caseiro · 200 m'), the list says it is under the rule (`finding`),
 * the justification follows; the PDF prints the point and the justification.
 */
export async function expectArt10Report(
  page: Page,
  operationId: string,
  report: { label: string; finding: string; justification: string },
) {
  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  const croqui = page.getByRole('img', { name: 'Croqui da aplicação' });
  await expect(croqui).toContainText(report.label);
  await expect(page.getByText(report.finding)).toBeVisible();
  await expect(page.getByText(report.justification)).toBeVisible();
  const pdf = await page.request.get(`/api/operations/${operationId}/relatorio.pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain(report.label.split(' · ')[0]);
  expect(text).toContain(report.justification);
  return { croqui, pdf: text };
}
