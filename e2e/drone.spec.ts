import { randomUUID } from 'node:crypto';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 40 items 1-2: a DJI Agras and its pilot registered, a drone operation scheduled and
// concluded, its relatório under Portaria MAPA nº 298/2021.
test('a drone is registered with its pilot, flies an application and reports it as an ARP', async ({
  page,
}) => {
  await companyWithRegisters(page.request, `dono-${randomUUID()}@cerrado.com.br`);
  await page.request.patch('/api/company', {
    data: { company_name: 'Aero Cerrado Aviação Agrícola', registro_mapa_arp: 'MT-ARP-0042' },
  });

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
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Rafaela Drone' })).toBeVisible();

  await page.goto('/operacao');
  await expect(page.getByRole('heading', { name: 'Nova Operação' })).toBeVisible();
  await page.getByLabel('Contratante *').selectOption({ label: 'Agropecuária Boa Vista' });
  await page.getByLabel('Propriedade *').selectOption({ label: 'Fazenda Santa Rita' });
  await page.getByLabel('Tipo de serviço').selectOption({ label: 'Aplicação líquida' });
  await page.getByLabel('Cultura', { exact: true }).selectOption({ label: 'Soja' });
  await page.getByLabel('Área tratada (ha)').fill('18');
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await page.getByLabel('Produto 1', { exact: true }).selectOption({ label: 'Fox Xpro' });
  await page.getByLabel('Dose por ha').fill('0,5');
  await page.getByLabel('Receituário nº').fill('RA-2026-0456');
  await page.getByLabel('Data do receituário').fill('2026-11-08');
  await page.getByLabel('Volume de calda').fill('15');
  await page.getByLabel('Aeronave', { exact: true }).selectOption({ label: 'PP-123456789' });
  await page.getByLabel('Piloto', { exact: true }).selectOption({ label: 'Rafaela Drone' });
  await page.getByLabel('Engenheiro agrônomo').selectOption({ label: 'Ana Souza' });
  await page.getByLabel('Altura de voo (m)').fill('3');
  await page.getByLabel('Largura da faixa (m)').fill('9');
  await page.getByLabel('Tipo de bico/atomizador').fill('Atomizador centrífugo');
  await page.getByLabel('Temperatura no início (°C)').fill('22');
  await page.getByLabel('Temperatura no término (°C)').fill('26');
  await page.getByLabel('Umidade relativa no início (%)').fill('78');
  await page.getByLabel('Umidade relativa no término (%)').fill('62');
  await page.getByLabel('Vento no início (km/h)').fill('5');
  await page.getByLabel('Vento no término (km/h)').fill('7');
  await page.getByLabel('Direção do vento no início').selectOption('NE');
  await page.getByLabel('Direção do vento no término').selectOption('L');
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
});
