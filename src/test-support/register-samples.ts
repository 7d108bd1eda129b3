import { SAMPLE_REGISTERS, type SampleIds } from './sample-company.ts';

/** How a suite reaches the registers API: each suite has its own client (inject, fetch, browser). */
export type RegistersApi = {
  /** Creates a register of `kind` (`POST /api/registers/:kind`) and answers its id. */
  post: (kind: string, payload: object) => Promise<string>;
  /** The options of `kind` (`GET /api/registers/:kind/options`), such as the built-in crops. */
  options: (kind: string) => Promise<{ id: string; label: string }[]>;
};

/**
 * Registers the sample company's registers through the API, in the order they depend on each
 * other, and picks the built-in crop (Soja) and service (Aplicação líquida) the sample operation
 * uses. Written once for the server tests, the durability run and the browser journeys.
 */
export async function registerSamples({ post, options }: RegistersApi): Promise<SampleIds> {
  const option = async (kind: string, label: string) =>
    (await options(kind)).find((o) => o.label === label)!.id;
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
