import type { APIRequestContext } from '@playwright/test';
import { registerSamples } from '../src/test-support/register-samples.ts';
import type { SampleIds } from '../src/test-support/sample-company.ts';
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
  return registerSamples({
    post: async (kind, data) => {
      const res = await request.post(`/api/registers/${kind}`, { data });
      expect(res.status(), `${kind}: ${await res.text()}`).toBe(201);
      return (await res.json()).id as string;
    },
    options: async (kind) =>
      (await (await request.get(`/api/registers/${kind}/options`)).json()).options,
  });
}
