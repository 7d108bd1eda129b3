import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { formatDate } from '../src/domain/format.ts';
import { companyWithRegisters, fillSampleApplication, fillWeather, pilotJoins } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 40, its 'Done when' journey: a DJI Agras and its pilot registered, a drone operation
// scheduled and concluded, its relatório under Portaria MAPA nº 298/2021, the logbook's day
// (ANAC Resolução nº 773/2025) closed and signed by the pilot who flew it, and the 100 h
// inspection warned on the dashboard once the flight's hours bring it within its threshold.
test('a drone flies an application, its pilot signs the logbook day and its 100 h inspection is warned', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // two people, a register, a maintenance item, an operation and its logbook
  const stamp = randomUUID().slice(0, 8);
  const pilotEmail = `rafaela-${stamp}@cerrado.com.br`;
  await companyWithRegisters(page.request, `dono-${stamp}@cerrado.com.br`);
  await page.request.patch('/api/company', {
    data: { company_name: 'Aero Cerrado Aviação Agrícola', registro_mapa_arp: 'MT-ARP-0042' },
  });
  // 'Today' is the server's (its answer's Date header), the day the operation is flown.
  const now = new Date((await page.request.get('/api/health')).headers()['date']!);
  const today = formatDate(todayInSaoPaulo(now));

  // The pilot joins in her own browser, the size of this run's screen, so her register can name
  // her login.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const pilotContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const pilotPage = await pilotContext.newPage();
  await pilotJoins(page.request, pilotPage, baseURL, pilotEmail);

  await page.goto('/cadastros');
  await page.getByRole('tab', { name: 'Aeronaves' }).click();
  await page.getByRole('button', { name: 'Nova aeronave' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tipo de aeronave *').selectOption('drone');
  await dialog.getByLabel('Registro ANAC (SISANT) *').fill('pp 123456789');
  await dialog.getByLabel('Fabricante *').fill('DJI');
  await dialog.getByLabel('Modelo *').fill('Agras T50');
  await dialog.getByLabel('Número de série *').fill('1581F5FJD23A0042');
  await dialog.getByLabel('Capacidade do tanque (L)').fill('40');
  await dialog.getByLabel('Quantidade de baterias').fill('4');
  await expect(dialog.getByLabel('Horímetro atual (h)')).toHaveCount(0);
  await screenshot(page, 'drone-cadastro');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'PP-123456789' })).toContainText(
    'DJI Agras T50',
  );

  await page.getByRole('tab', { name: 'Pilotos' }).click();
  await page.getByRole('button', { name: 'Novo piloto' }).first().click();
  await dialog.getByLabel('Aeronave que pilota *').selectOption('drone');
  await dialog.getByLabel('Nome *').fill('Rafaela Drone');
  await dialog.getByLabel('Registro de piloto remoto (ANAC)').fill('ANAC-RPA-20431');
  await dialog.getByLabel('Certificado do CAAR').fill('CAAR-2025-0118');
  await dialog.getByLabel('Validade do CAAR').fill('2029-06-30');
  await dialog.getByLabel('Usuário no AgroVoo').selectOption({ label: pilotEmail });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Rafaela Drone' })).toBeVisible();

  // The office follows the drone's 100 h inspection from 0 h, warned from 99,5 h left.
  const openLogbook = async (on: typeof page) => {
    await on.goto('/frota');
    await on
      .getByRole('listitem')
      .filter({ hasText: 'PP-123456789' })
      .getByRole('button', { name: 'Abrir diário de bordo' })
      .click();
    await expect(on.getByRole('heading', { name: 'Diário de bordo — PP-123456789' })).toBeVisible();
  };
  await openLogbook(page);
  await page.getByRole('button', { name: 'Nova manutenção' }).click();
  const item = page.getByRole('dialog', { name: 'Nova manutenção — PP-123456789' });
  await item.getByLabel('Tipo').selectOption({ label: 'Inspeção de 100 h' });
  await item.getByLabel('Intervalo em horas').fill('100');
  await item.getByLabel('Horas na última execução').fill('0');
  await item.getByLabel('Aviso em horas').fill('99,5');
  await item.getByRole('button', { name: 'Cadastrar manutenção' }).click();
  const inspection = page
    .getByRole('region', { name: 'Manutenção — PP-123456789' })
    .getByRole('listitem')
    .filter({ hasText: 'Inspeção de 100 h: faltam 100,0 h' });
  await expect(inspection).toContainText('Em dia');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Manutenção das aeronaves')).toHaveCount(0);

  await fillSampleApplication(page, '18');
  await page.getByLabel('Aeronave', { exact: true }).selectOption({ label: 'PP-123456789' });
  await page.getByLabel('Piloto', { exact: true }).selectOption({ label: 'Rafaela Drone' });
  await page.getByLabel('Altura de voo (m)').fill('3');
  await page.getByLabel('Largura da faixa (m)').fill('9');
  await page.getByLabel('Tipo de bico/atomizador').fill('Atomizador centrífugo');
  await fillWeather(page, { temperatura: ['22', '26'], umidade: ['78', '62'], vento: ['5', '7'] });
  await page.getByLabel('Hora de início').fill('06:10');
  await page.getByLabel('Hora de término').fill('07:00');
  // A drone's flight: no horímetro, its flight time and battery cycles.
  await expect(page.getByLabel('Horímetro inicial (h)')).toHaveCount(0);
  await page.getByLabel('Tempo de voo (min)').fill('42');
  await page.getByLabel('Ciclos de bateria').fill('6');
  await page.getByRole('button', { name: 'Salvar operação' }).click();
  await expect(page.getByRole('heading', { name: /^Operação \d{4}\/0001$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Relatório operacional' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'Relatório operacional de aplicação por aeronave remotamente pilotada (ARP)',
    }),
  ).toBeVisible();
  await expect(page.getByText('Portaria MAPA nº 298/2021').first()).toBeVisible();
  await expect(page.getByText('42 min')).toBeVisible();
  await expect(page.getByText('CAAR-2025-0118 · válido até 30/06/2029')).toBeVisible();
  await expect(page.getByText('Horímetro inicial')).toHaveCount(0);
  await screenshot(page, 'drone-relatorio');

  // The logbook shows the day: the application read from the concluded operation, still open.
  await openLogbook(page);
  const day = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: today }) });
  await expect(day).toContainText(
    /Aplicação \d{4}\/0001 · Rafaela Drone · 06:10–07:00 · 42 min, 6 ciclos/,
  );
  await expect(day).toContainText('Dia em aberto.');
  // Only the pilot who flew it signs.
  await expect(day.getByRole('button', { name: 'Fechar e assinar o dia' })).toHaveCount(0);

  // The pilot closes the day: she confirms it, and it is signed.
  await openLogbook(pilotPage);
  const hers = pilotPage
    .getByRole('listitem')
    .filter({ has: pilotPage.getByRole('heading', { name: today }) });
  await hers.getByRole('button', { name: 'Fechar e assinar o dia' }).click();
  const confirm = pilotPage.getByRole('dialog', { name: 'Fechar e assinar o dia' });
  await expect(confirm).toContainText(`Confirmo que os voos de ${today} da aeronave PP-123456789`);
  await confirm.getByRole('button', { name: 'Assinar' }).click();
  await expect(confirm).toBeHidden();
  await expect(hers).toContainText('Fechado e assinado por Rafaela Drone em');
  await expect(hers.getByRole('button', { name: 'Fechar e assinar o dia' })).toHaveCount(0);
  await screenshot(pilotPage, 'frota-piloto');

  // Signed, the day is not edited: the flight lasted 44 min, and she files its correction, a new
  // entry naming the flight, with the reason.
  await hers.getByRole('button', { name: /^Corrigir Aplicação \d{4}\/0001 de / }).click();
  const fix = pilotPage.getByRole('dialog', {
    name: `Corrigir lançamento de ${today} — PP-123456789`,
  });
  await expect(fix.getByLabel('Tipo de voo *')).toHaveValue('aplicacao');
  await expect(fix.getByLabel('Horímetro inicial (h)')).toHaveCount(0);
  await fix.getByLabel('Tempo de voo (min)').fill('44');
  await fix.getByRole('button', { name: 'Registrar correção' }).click();
  await expect(fix.getByLabel('Motivo da correção *')).toHaveAccessibleDescription(
    'Motivo da correção é obrigatório.',
  );
  await fix.getByLabel('Motivo da correção *').fill('Tempo lido errado no controle remoto.');
  await screenshot(fix, 'frota-correcao');
  await fix.getByRole('button', { name: 'Registrar correção' }).click();
  await expect(fix).toBeHidden();
  await expect(hers).toContainText('42 min, 6 ciclos · 1 pouso (corrigido)');
  await expect(hers).toContainText(
    '44 min, 6 ciclos · 1 pouso · Correção: Tempo lido errado no controle remoto. (após a assinatura)',
  );
  await pilotContext.close();

  // The flight's 0,7 h (44 min, read through the correction) leave 99,3 h to the inspection,
  // within its warning: the dashboard says so, and /frota shows the day signed.
  await openLogbook(page);
  await expect(day).toContainText('Fechado e assinado por Rafaela Drone em');
  const maintenance = page.getByRole('region', { name: 'Manutenção — PP-123456789' });
  await expect(maintenance).toContainText('Vence em breve');
  await expect(maintenance).toContainText('Inspeção de 100 h: faltam 99,3 h');
  await expect(maintenance).toContainText('Nenhuma manutenção registrada nesta aeronave.');
  await screenshot(page, 'frota');
  // The office writes the flights that are no application: a drone's with its time and cycles.
  await page.getByRole('button', { name: 'Registrar voo' }).click();
  const flight = page.getByRole('dialog', { name: 'Registrar voo — PP-123456789' });
  await expect(flight.getByLabel('Ciclos de bateria')).toBeVisible();
  await screenshot(flight, 'frota-registrar-voo');
  await flight.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Manutenção das aeronaves' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'PP-123456789' })).toHaveText(
    'PP-123456789 · Inspeção de 100 h: faltam 99,3 h',
  );
  await screenshot(page, 'drone-dashboard');
});
