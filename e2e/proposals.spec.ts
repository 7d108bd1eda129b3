import { addDays, todayInSaoPaulo } from '../src/domain/dates.ts';
import { formatDate } from '../src/domain/format.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());
// The flight is moved by a day inside this month, so the dashboard's month counts it.
const movedTo = Number(today.slice(8, 10)) < 28 ? addDays(today, 1) : addDays(today, -1);
/** The day number (days since 1970) of the Sunday that starts a date's week. */
const weekStart = (date: string) => {
  const days = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return days - new Date(`${date}T00:00:00Z`).getUTCDay();
};

test('a quote becomes a scheduled flight: send, approve, see it on the agenda, move it, conclude it', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `propostas-${stamp}@cerrado.com.br`);
  const clientEmail = `compras-${stamp}@boavista.agr.br`;
  await page.request.put(`/api/registers/clients/${ids.client}`, {
    data: { ...SAMPLE_REGISTERS.client, email: clientEmail, telefone: '(66) 99988-7766' },
  });

  // An empty list invites the first proposal.
  await page.goto('/propostas');
  await expect(page.getByRole('heading', { name: 'Propostas' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar a primeira proposta' }).click();

  await page.getByLabel('Cliente *').selectOption({ label: 'Agropecuária Boa Vista' });
  await page.getByLabel('Propriedade').selectOption({ label: SAMPLE_REGISTERS.property.nome });
  await page.getByLabel('Cultura').selectOption({ label: 'Soja' });
  await page.getByLabel('Serviço', { exact: true }).selectOption({ label: 'Aplicação líquida' });
  await expect(page.getByLabel('Descrição *')).toHaveValue('Aplicação líquida');
  await page.getByLabel('Quantidade *').fill('abc');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Quantidade deve ser um número.')).toBeVisible();
  await page.getByLabel('Quantidade *').fill('120,5');
  await page.getByLabel('Preço unitário (R$) *').fill('40');
  await page.getByLabel('Desconto', { exact: true }).selectOption({ label: 'Percentual (%)' });
  await page.getByLabel('Desconto (%)').fill('5');
  // 120,5 ha × R$ 40,00 = R$ 4.820,00; 5 % off.
  await expect(page.getByTestId('proposal-total')).toHaveText('R$ 4.579,00');
  await screenshot(page, 'proposta-editor');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();

  await expect(page.getByRole('heading', { name: /^Proposta \d{4}\/\d{4}$/ })).toBeVisible();
  const numero = (await page.getByRole('heading', { name: /^Proposta / }).textContent())!.slice(9);
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(page.getByText(`Proposta enviada para ${clientEmail}.`)).toBeVisible();
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible();
  const whatsapp = page.getByRole('button', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  await screenshot(page, 'proposta-enviada');

  // The e-mail, with the PDF, is in the outbox.
  await page.goto('/dev/caixa-de-saida');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `Proposta nº ${numero}` })
    .filter({ hasText: `Para ${clientEmail}` });
  await expect(mail).toContainText(`Anexos: proposta-${numero.replace('/', '-')}.pdf`);
  await page.goBack();

  // Approving asks for the day, the aircraft and the pilot.
  await page.getByRole('button', { name: 'Aprovar e agendar' }).click();
  const dialog = page.getByRole('dialog', { name: `Aprovar a proposta ${numero}` });
  await dialog.getByLabel('Data da aplicação *').fill(today);
  await dialog.getByRole('button', { name: 'Aprovar e agendar' }).click();
  await expect(dialog.getByText('Selecione a aeronave.')).toBeVisible();
  await dialog.getByLabel('Aeronave *').selectOption({ label: 'PR-AGV' });
  await dialog.getByLabel('Piloto *').selectOption({ label: SAMPLE_REGISTERS.pilot.nome });
  await dialog.getByRole('button', { name: 'Aprovar e agendar' }).click();
  await expect(page.getByText('Proposta aprovada: operação agendada.')).toBeVisible();
  await expect(page.getByText('Aprovada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  const operationLink = page.getByRole('link', { name: /^Operação \d{4}\/\d{4}$/ });
  const operation = (await operationLink.textContent())!.slice(9);
  const operationId = (await operationLink.getAttribute('href'))!.split('/').pop()!;

  // On the agenda, on its day; moved to another day, with the dialog's check.
  await page.getByRole('link', { name: 'Ver na agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  const chip = page
    .locator(`[data-date="${today}"]`)
    .getByRole('button', { name: new RegExp(operation) });
  await expect(chip).toBeVisible();
  await screenshot(page, 'agenda');
  await chip.click();
  const event = page.getByRole('dialog', { name: `Operação ${operation}` });
  await expect(event).toContainText('Agropecuária Boa Vista');
  await event.getByLabel('Mover para o dia').fill(movedTo);
  await event.getByRole('button', { name: 'Mover operação' }).click();
  await expect(
    page.getByText(`Operação ${operation} movida para ${formatDate(movedTo)}.`),
  ).toBeVisible();
  // A phone shows a week (Sunday to Saturday): the moved day may be in the one before or after.
  const weeksApart = (weekStart(movedTo) - weekStart(today)) / 7;
  if (testInfo.project.name === 'phone' && weeksApart !== 0)
    await page
      .getByRole('button', { name: weeksApart < 0 ? 'Período anterior' : 'Próximo período' })
      .click();
  await expect(
    page.locator(`[data-date="${movedTo}"]`).getByRole('button', { name: new RegExp(operation) }),
  ).toBeVisible();

  if (testInfo.project.name === 'desktop') {
    // On a desk the flight can also be dragged to a day: the same check opens before moving.
    await page
      .locator(`[data-date="${movedTo}"]`)
      .getByRole('button', { name: new RegExp(operation) })
      .dragTo(page.locator(`[data-date="${today}"]`));
    const dropped = page.getByRole('dialog', { name: `Operação ${operation}` });
    await expect(dropped.getByLabel('Mover para o dia')).toHaveValue(today);
    await page.keyboard.press('Escape');
    await expect(dropped).toBeHidden();
  }

  // The crew records the flight (its report data through the API: the form has its own
  // journey) and concludes it; the dashboard counts it.
  const filled = await page.request.put(`/api/operations/${operationId}`, {
    data: completeOperationInput(ids, movedTo),
  });
  expect(filled.status(), await filled.text()).toBe(200);
  await page.goto(`/operacao/${operationId}`);
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('dl > div').filter({ hasText: 'Hectares aplicados' })).toContainText(
    '120,5 ha',
  );
  await expect(page.locator('dl > div').filter({ hasText: 'Operações concluídas' })).toContainText(
    '1',
  );
});
