import { randomUUID } from 'node:crypto';
import { addDays } from '../src/domain/dates.ts';
import { formatDate } from '../src/domain/format.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { logInByApi } from './accounts.ts';
import { fieldCompany, officeRead, takeTomorrow } from './field-company.ts';
import { closeToast, expect, expectOfflineFailures, screenshot, test } from './fixtures.ts';

// Issue 41 item 3, decision 039: the office reschedules an operation while the pilot records and
// concludes it with no signal; back online his changes meet the office's and are kept as
// proposals, both versions are shown, the office chooses, and nothing either side wrote is lost.
// The service worker serves the app's code while the connection is cut.
test.use({ serviceWorkers: 'allow' });

type Proposal = { acao: string; status: string; dados: Record<string, unknown> };

test('the office reschedules while the pilot concludes offline: both versions, the choice, nothing lost', async ({
  page,
  context,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow(); // a company, a pilot, the field's round trip and the office's choice
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const field = await fieldCompany(page, baseURL, stamp);
  const operationUrl = `/api/operations/${field.operationId}`;

  // The pilot takes tomorrow's operation to the field.
  await takeTomorrow(page);
  await page.getByRole('link', { name: /^Operação \d{4}\/\d{4}/ }).click();
  const title = page.getByRole('heading', { level: 1, name: /^Operação / });
  await expect(title).toBeVisible();

  // No signal: he records the horímetro and concludes.
  await context.setOffline(true);
  // The notice that the connection dropped would cover the form's buttons: read, then closed.
  await expect(page.getByText('Você está offline')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  // While it slides away the page is wider than a phone's screen: a tap then misses its button.
  await expect(page.getByText('Você está offline')).toBeHidden();
  await page.getByLabel('Horímetro final (h)').fill('1523,4');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  // Kept in the phone, and told so: not 'saved' until the server has it.
  await closeToast(page, 'Alterações guardadas no aparelho; serão enviadas quando houver conexão.');
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(
    page.getByText('Conclusão guardada no aparelho; será enviada quando houver conexão.'),
  ).toBeVisible();

  // Meanwhile the office moves it to the day after.
  const dayAfter = addDays(field.tomorrow, 1);
  const moved = await field.office.put(operationUrl, {
    data: completeOperationInput(field.ids, dayAfter),
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // Back online, his changes are sent and meet the office's: kept, not applied.
  await context.setOffline(false);
  await page.getByRole('link', { name: /2 com problema/ }).click();
  const changes = page.getByRole('region', { name: 'Alterações feitas no campo' });
  await expect(changes.getByText('O escritório alterou a operação')).toHaveCount(2);
  expect((await officeRead(field.office, field.operationId)).operation).toMatchObject({
    status: 'agendada',
    data: dayAfter,
  });
  await changes.getByRole('link', { name: 'Ver as duas versões e escolher' }).first().click();
  const panel = page.getByRole('region', { name: 'Alterações feitas no campo' });
  await expect(panel.getByRole('heading', { name: 'Conclusão da operação' })).toBeVisible();
  // He sent them: he may choose too.
  await expect(panel.getByRole('button', { name: 'Aplicar a versão do campo' })).toHaveCount(2);
  await screenshot(panel, 'campo-conflito-piloto');
  expectOfflineFailures(consoleErrors);

  // The office sees both versions side by side and chooses the field's.
  const officeContext = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const officePage = await officeContext.newPage();
  await logInByApi(officePage.request, field.owner);
  await officePage.goto(`/operacao/${field.operationId}`);
  const choice = officePage.getByRole('region', { name: 'Alterações feitas no campo' });
  // The panel's code and the proposals load after the operation: slower on a busy machine.
  await expect(choice).toBeVisible({ timeout: 20_000 });
  const edit = choice.getByRole('listitem').filter({
    has: officePage.getByRole('heading', { name: 'Alteração dos dados' }),
  });
  await expect(edit.getByRole('row', { name: /^Data/ })).toHaveText(
    `Data${formatDate(dayAfter)}${formatDate(field.tomorrow)}não aplicada*`,
  );
  await expect(edit.getByRole('row', { name: /^Horímetro final/ })).toHaveText(
    'Horímetro final1.522,1 h1.523,4 h',
  );
  const conclusion = choice.getByRole('listitem').filter({
    has: officePage.getByRole('heading', { name: 'Conclusão da operação' }),
  });
  await expect(conclusion.getByRole('row', { name: /^Situação/ })).toHaveText(
    'SituaçãoAgendadaConcluída',
  );
  await screenshot(choice, 'campo-conflito-escritorio');
  await edit.getByRole('button', { name: 'Aplicar a versão do campo' }).click();
  await expect(officePage.getByText('Versão do campo aplicada.')).toBeVisible();
  await expect(officePage.getByLabel('Horímetro final (h)')).toHaveValue('1523,4');
  await conclusion.getByRole('button', { name: 'Aplicar a versão do campo' }).click();
  await expect(officePage.getByText('Versão do campo aplicada.')).toHaveCount(2);
  await expect(choice.getByText('Alterações já decididas (2)')).toBeVisible();
  await screenshot(choice, 'campo-conflito-escolhido');

  // Nothing lost: the office's new day, the pilot's horímetro and conclusion, both proposals kept.
  expect((await officeRead(field.office, field.operationId)).operation).toMatchObject({
    status: 'concluida',
    data: dayAfter,
    horimetro_fim: 1523.4,
  });
  const { propostas } = (await (await field.office.get(`${operationUrl}/propostas`)).json()) as {
    propostas: Proposal[];
  };
  expect(propostas.map(({ acao, status }) => [acao, status]).sort()).toEqual([
    ['concluir', 'aplicada'],
    ['editar', 'aplicada'],
  ]);
  expect(propostas.find((p) => p.acao === 'editar')!.dados).toMatchObject({
    data: field.tomorrow,
    horimetro_fim: 1523.4,
  });
  await officeContext.close();
  await field.office.dispose();
});
