import type { APIRequestContext } from '@playwright/test';
import { SAMPLE_REGISTERS, type SampleIds } from '../src/test-support/sample-company.ts';
import { signUpByApi } from './accounts.ts';
import { expect } from './fixtures.ts';

const PASSWORD = 'Segredo#2026';

/** A company with its registers (their screen has its own journey), through the API. */
export async function companyWithRegisters(
  request: APIRequestContext,
  email: string,
): Promise<SampleIds> {
  await signUpByApi(request, { companyName: 'Aero Cerrado', email, password: PASSWORD });
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
  const option = async (kind: string, label: string) => {
    const { options } = await (await request.get(`/api/registers/${kind}/options`)).json();
    return (options as { id: string; label: string }[]).find((o) => o.label === label)!.id;
  };
  const client = await post('clients', SAMPLE_REGISTERS.client);
  return {
    client,
    property: await post('properties', { ...SAMPLE_REGISTERS.property, client_id: client }),
    aircraft: await post('aircraft', SAMPLE_REGISTERS.aircraft),
    pilot: await post('pilots', SAMPLE_REGISTERS.pilot),
    agronomist: await post('technicians', SAMPLE_REGISTERS.agronomist),
    technician: await post('technicians', SAMPLE_REGISTERS.technician),
    product: await post('products', SAMPLE_REGISTERS.product),
    crop: await option('crops', 'Soja'),
    service: await option('services', 'Aplicação líquida'),
  };
}
