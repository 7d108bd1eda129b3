import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

/** A company with its registers (their screen has its own journey), through the API. */
export async function companyWithRegisters(request: APIRequestContext, email: string) {
  expect(
    (
      await request.post('/api/auth/sign-up', {
        data: { companyName: 'Aero Cerrado', email, password: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  await request.patch('/api/company', {
    data: {
      company_name: 'Aero Cerrado Aviação Agrícola',
      registro_mapa: 'MT-00123',
      municipio: 'Sorriso',
      uf: 'MT',
    },
  });
  const post = async (kind: string, data: object) => {
    const res = await request.post(`/api/registers/${kind}`, { data });
    expect(res.status(), `${kind}: ${await res.text()}`).toBe(201);
    return (await res.json()).id as string;
  };
  const client = await post('clients', { nome: 'Agropecuária Boa Vista', uf: 'MT' });
  const property = await post('properties', {
    client_id: client,
    nome: 'Fazenda Santa Rita',
    municipio: 'Sorriso',
    uf: 'MT',
    area_ha: 500,
    latitude: -12.5432,
    longitude: -55.7211,
  });
  const aircraft = await post('aircraft', {
    prefixo: 'PR-AGV',
    fabricante: 'Air Tractor',
    modelo: 'AT-502B',
    capacidade_hopper_l: 1892,
  });
  const pilot = await post('pilots', { nome: 'Carlos Mendes', canac: '123456' });
  const agronomist = await post('technicians', {
    tipo: 'agronomo',
    nome: 'Ana Souza',
    crea: 'MT-12345/D',
  });
  const technician = await post('technicians', { tipo: 'tecnico', nome: 'João Lima' });
  const product = await post('products', {
    nome_comercial: 'Fox Xpro',
    classe: 'fungicida',
    unidade: 'L',
    formulacao: 'SC',
  });
  return { client, property, aircraft, pilot, agronomist, technician, product };
}
