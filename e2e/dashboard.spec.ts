import { companyWithRegisters } from './company.ts';
import { expect, test } from './fixtures.ts';

/** Today in São Paulo, as the server dates operations. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  new Date(),
);

test('the dashboard shows the next flight, then counts it once it is concluded', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const ids = await companyWithRegisters(page.request, `painel-${stamp}@cerrado.com.br`);
  const options = async (kind: string) =>
    (await (await page.request.get(`/api/registers/${kind}/options`)).json()).options as {
      id: string;
      label: string;
    }[];
  const created = await page.request.post('/api/operations', {
    data: {
      client_id: ids.client,
      property_id: ids.property,
      service_id: (await options('services')).find((o) => o.label === 'Aplicação líquida')!.id,
      crop_id: (await options('crops')).find((o) => o.label === 'Soja')!.id,
      data: today,
      hora_inicio: '06:10',
      hora_fim: '08:40',
      area_ha: 120.5,
      volume_calda: 15,
      altura_voo_m: 3.5,
      largura_faixa_m: 18,
      bico_tipo: 'Atomizador rotativo',
      temperatura_inicio: 22,
      temperatura_fim: 27,
      umidade_inicio: 78,
      umidade_fim: 61,
      vento_inicio: 5,
      vento_fim: 8,
      vento_direcao_inicio: 'NE',
      vento_direcao_fim: 'L',
      aircraft_id: ids.aircraft,
      pilot_id: ids.pilot,
      agronomist_id: ids.agronomist,
      technician_id: ids.technician,
      horimetro_inicio: 1520.3,
      horimetro_fim: 1522.1,
      preco_unitario_cents: 4500,
      products: [
        {
          product_id: ids.product,
          dose_por_ha: 0.5,
          receituario_numero: 'RA-2026-0456',
          receituario_data: today,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.put(`/api/registers/aircraft/${ids.aircraft}`, {
    data: {
      prefixo: 'PR-AGV',
      fabricante: 'Air Tractor',
      modelo: 'AT-502B',
      capacidade_hopper_l: 1892,
      cva_validade: today,
    },
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const hectares = page.locator('dl > div').filter({ hasText: 'Hectares aplicados' });
  await expect(hectares).toContainText('0,0 ha');
  await expect(page.getByText('CVA · PR-AGV')).toBeVisible();
  await expect(page.getByText(/vence hoje/)).toBeVisible();
  const next = page.getByRole('region', { name: 'Próximos 7 dias' });
  await expect(next).toContainText('Agropecuária Boa Vista');
  await expect(page.getByRole('figure', { name: 'Faturamento' })).toBeVisible();
  await page.screenshot({
    path: `artifacts/screenshots/dashboard-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await next.getByRole('link', { name: /06:10/ }).click();
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  // The header's logo leads back to the dashboard (the tab bar is a drawer on a phone).
  await page.getByRole('link', { name: 'AgroVoo' }).click();
  await expect(hectares).toContainText('120,5 ha');
  await expect(page.locator('dl > div').filter({ hasText: 'Operações concluídas' })).toContainText(
    '1',
  );
  // 120,5 ha × R$ 45,00/ha.
  await expect(page.locator('dl > div').filter({ hasText: 'Faturamento' })).toContainText(
    'R$ 5.422,50',
  );
  await expect(page.locator('dl > div').filter({ hasText: 'Horas de voo' })).toContainText('1,8 h');
  await expect(next).toContainText('Nenhuma operação agendada para os próximos 7 dias.');
  await page.screenshot({
    path: `artifacts/screenshots/dashboard-concluida-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
