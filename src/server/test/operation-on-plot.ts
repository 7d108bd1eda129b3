import type { FastifyInstance } from 'fastify';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { PLOT } from './flight-files.ts';
import { companyReadyToFly, newOperation } from './operations.ts';

/** The sample company with PLOT drawn as its property's boundary and an operation on it. */
export async function operationOnPlot(app: FastifyInstance, email?: string) {
  const fly = await companyReadyToFly(app, email);
  const property = await fly.owner({
    method: 'PUT',
    url: `/api/registers/properties/${fly.ids.property}`,
    payload: { ...SAMPLE_REGISTERS.property, client_id: fly.ids.client, boundary: PLOT },
  });
  if (property.statusCode !== 200) throw new Error(`property: ${property.body}`);
  return { ...fly, id: await newOperation(fly.owner, fly.complete) };
}
