import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { fieldCompany, serverNow, takeTomorrow } from './field-company.ts';
import { expect, expectConsoleErrors, screenshot, test } from './fixtures.ts';
import { stoppableServer } from './stoppable-server.ts';

// Issue 41, 'Done when': a pilot takes tomorrow's operation to the field, loses the network,
// starts and concludes it with a photo and its fuel, and when the network returns the office
// reads it concluded — its photo, its fuel and its stock consumption — exactly once. Run twice:
// the browser offline (and the page reloaded with no network, from the service worker), and
// the server stopped with the browser online (its address refusing every connection:
// e2e/stoppable-server.ts).

// The app opens offline from its service worker (blocked in the other journeys).
test.use({ serviceWorkers: 'allow' });
// A company signed up, a pilot invited, the stock entered, then the whole day: longer than most.
test.setTimeout(90_000);

const PHOTO = { name: 'pista.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('fotojpeg') };

/** Starts and concludes the operation, with a photo, then records its fuel, all in the phone. */
async function recordInTheField(page: Page) {
  await page.getByRole('link', { name: /^Operação \d{4}\/\d{4}/ }).click();
  await expect(page.getByRole('heading', { name: /^Operação / })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByText('Em andamento').first()).toBeVisible();
  await page.getByLabel('Tipo do anexo').selectOption('foto');
  await page.getByLabel('Arquivo (até 20 MB)').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Enviar anexo' }).click();
  await expect(page.getByRole('link', { name: 'pista.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída').first()).toBeVisible();
  await screenshot(page, 'campo-operacao-offline');

  await page.getByRole('link', { name: /na fila/ }).click();
  await expect(page.getByRole('heading', { name: 'Trabalho no campo' })).toBeVisible();
  await page.getByLabel('Operação', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Combustível', { exact: true }).selectOption('jet_a1');
  await page.getByLabel('Litros').fill('180');
  await page.getByRole('button', { name: 'Registrar combustível' }).click();
  const queue = page.getByRole('region', { name: 'Alterações feitas no campo' });
  await expect(queue.getByText('4 alterações aguardando envio')).toBeVisible();
  await expect(queue.getByText('Aguardando envio', { exact: true })).toHaveCount(4);
  await screenshot(page, 'campo-fila');
}

/** The connection is back: the queue goes, in order, and the page says each was sent. */
async function sent(page: Page) {
  const queue = page.getByRole('region', { name: 'Alterações feitas no campo' });
  await expect(queue.getByText('Enviada', { exact: true })).toHaveCount(4);
  await expect(queue.getByText('Nenhuma alteração aguardando envio')).toBeVisible();
  await screenshot(page, 'campo-enviadas');
}

/** What the office reads: concluded, one photo, one fuel exit, one consumption of the product. */
async function officeSeesItOnce(office: APIRequestContext, operationId: string, product: string) {
  const detail = await (await office.get(`/api/operations/${operationId}`)).json();
  expect(detail.operation.status).toBe('concluida');
  expect(detail.baixa_estoque).toHaveLength(1);
  const { anexos } = await (await office.get(`/api/operations/${operationId}/anexos`)).json();
  expect(
    anexos.map((a: { nome_arquivo: string; tipo: string }) => [a.nome_arquivo, a.tipo]),
  ).toEqual([['pista.jpg', 'foto']]);
  const consumed = async (filter: string) => {
    const { movimentos } = await (await office.get(`/api/stock/movimentos?${filter}`)).json();
    return (movimentos as { tipo: string; operation_id: string | null; quantidade: number }[])
      .filter((m) => m.tipo === 'consumo')
      .map((m) => [m.operation_id, m.quantidade]);
  };
  expect(await consumed('combustivel=jet_a1')).toEqual([[operationId, -180]]);
  // The product's dose × the area: 0,5 L/ha × 120,5 ha = 60,25 L, once.
  expect(await consumed(`product_id=${product}`)).toEqual([[operationId, -60.25]]);
}

const stampOf = (project: string) => `${project}-${randomUUID().slice(0, 8)}`;

/** The office's stock before the flight: the fuel and the product the operation applies. */
async function stockUp(office: APIRequestContext, product: string) {
  const today = todayInSaoPaulo(await serverNow(office));
  const entry = await office.post('/api/stock/entradas', {
    data: {
      fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '11.222.333/0001-81' },
      nf_numero: '1201',
      nf_serie: '1',
      nf_data: today,
      local_devolucao: 'Central de recebimento inpEV de Sorriso-MT',
      linhas: [
        {
          combustivel: 'jet_a1',
          lote: 'J1',
          quantidade: 500,
          unidade: 'L',
          custo_unitario_cents: 700,
        },
        {
          product_id: product,
          lote: 'P1',
          quantidade: 200,
          unidade: 'L',
          custo_unitario_cents: 4_500,
          embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
        },
      ],
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
}

/** A company whose pilot flies tomorrow, with the stock the flight takes. */
async function flyingTomorrow(page: Page, baseURL: string | undefined, project: string) {
  const field = await fieldCompany(page, baseURL, stampOf(project));
  await stockUp(field.office, field.ids.product);
  return field;
}

test('with the browser offline and the page reloaded, the field work reaches the office once', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const field = await flyingTomorrow(page, baseURL, testInfo.project.name);
  await takeTomorrow(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trabalho no campo' })).toBeVisible();
  // The notice says the field's work goes on, and closes so as not to cover the buttons.
  await expect(page.getByText(/As operações levadas para o campo continuam/)).toBeVisible();
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await recordInTheField(page);
  await context.setOffline(false);
  await sent(page);
  await officeSeesItOnce(field.office, field.operationId, field.ids.product);
  expectConsoleErrors(consoleErrors, /net::ERR_INTERNET_DISCONNECTED/);
  await field.office.dispose();
});

test('with the server stopped, the field work waits and goes when it runs again', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const field = await flyingTomorrow(page, baseURL, testInfo.project.name);
  const server = await stoppableServer(baseURL!);
  await takeTomorrow(page, server.url);
  await server.stop();
  // The page comes from the service worker; every request to the server is refused.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trabalho no campo' })).toBeVisible();
  await recordInTheField(page);
  await server.start();
  // No 'online' event: the browser never lost its network. The next load sends the queue.
  await page.reload();
  await sent(page);
  await officeSeesItOnce(field.office, field.operationId, field.ids.product);
  expectConsoleErrors(consoleErrors, /net::ERR_CONNECTION_REFUSED/);
  await server.stop();
  await field.office.dispose();
});
