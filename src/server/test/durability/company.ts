import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { registerSamples } from '../../../test-support/register-samples.ts';
import { completeOperationInput } from '../../../test-support/sample-company.ts';

// The company the durability test writes for, signed up and registered over real HTTP.

/** The answer of one request: its status and parsed body. */
export type Answer = { status: number; body: unknown };

/** A request as the signed-in owner; rejects when no answer came (the server died). */
export type Api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: object,
) => Promise<Answer>;

/** A body as JSON, or its text when it is not (an error page must still be reported). */
function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Calls `url` with the session `cookie` and the app's own Origin, as the browser would. */
export function apiOf(url: string, cookie = ''): Api {
  return async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin: url,
        ...(cookie && { cookie }),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: parsed(text) };
  };
}

/** The registers' ids the writes use: the sample company's, and a second product. */
export type Company = { cookie: string; ids: Record<string, string> };

async function must(answer: Promise<Answer>, status: number, what: string) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

/**
 * Signs a company up (with the test captcha, which sign-up may ask for) and registers what the
 * writes need: the sample client and its farm, aircraft, pilot, agronomist and technician, two
 * products, the company's MAPA registration that a conclusion requires, and a first stock
 * entry (NF 1) so that the first conclusions already take from lots.
 */
export async function seedCompany(url: string): Promise<Company> {
  const visitor = apiOf(url);
  const captcha = await must(visitor('GET', '/api/auth/captcha'), 200, 'captcha');
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Aero Sul Aviação Agrícola',
      email: 'dono@aerosul.com.br',
      password: 'Segredo#2026',
      captchaId: captcha.id,
      captchaCode: 'TESTE',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const owner = apiOf(url, cookie);
  await must(
    owner('PATCH', '/api/company', {
      company_name: 'Aero Sul Aviação Agrícola',
      registro_mapa: 'MT-00123',
      uf: 'MT',
    }),
    200,
    'company',
  );
  const post = async (kind: string, payload: object) =>
    (await must(owner('POST', `/api/registers/${kind}`, payload), 201, kind)).id as string;
  const options = async (kind: string) =>
    (await must(owner('GET', `/api/registers/${kind}/options`), 200, kind)).options as {
      id: string;
      label: string;
    }[];
  const ids: Record<string, string> = {
    ...(await registerSamples({ post, options })),
    product2: await post('products', {
      nome_comercial: 'Engeo Pleno S',
      classe: 'inseticida',
      unidade: 'L',
      formulacao: 'SE',
    }),
  };
  await must(owner('POST', '/api/stock/entradas', entryPayload(ids, 1)), 201, 'entry');
  return { cookie, ids };
}

const today = () => todayInSaoPaulo(new Date());

/** A complete operation two days ago with both products and a price, so concluding bills it. */
export function operationPayload(ids: Record<string, string>) {
  const input = completeOperationInput(
    ids as Parameters<typeof completeOperationInput>[0],
    addDays(today(), -2),
  );
  return {
    ...input,
    preco_unitario_cents: 4_200,
    products: [
      ...input.products,
      { ...input.products[0]!, product_id: ids.product2!, dose_por_ha: 1.2 },
    ],
  };
}

/** The NF number the workload's entries start from (the seed's entry is NF 1). */
export const FIRST_NF = 2;

/** An NF of two lines, one per product (agrotóxicos in 20 L containers), numbered `numero`. */
export function entryPayload(ids: Record<string, string>, numero: number) {
  return {
    fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '11.222.333/0001-81' },
    nf_numero: String(numero),
    nf_serie: '1',
    nf_data: today(),
    linhas: [
      {
        product_id: ids.product,
        lote: `FX-${numero}`,
        quantidade: 150,
        unidade: 'L',
        custo_unitario_cents: 4_500,
        embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
      },
      {
        product_id: ids.product2,
        lote: `EP-${numero}`,
        quantidade: 200,
        unidade: 'L',
        custo_unitario_cents: 3_100,
        embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
      },
    ],
  };
}

/** Lines a proposal is written with: two services (two operations on approval) and a trip. */
export const PROPOSAL_LINES = 3;
export const PROPOSAL_JOBS = 2;

/** A proposal of the client's farm, valid for a month, billed on approval in two installments. */
export function proposalPayload(ids: Record<string, string>) {
  const job = (descricao: string, quantidade: number) => ({
    service_id: ids.service,
    descricao,
    unidade: 'ha',
    quantidade,
    preco_unitario_cents: 4_200,
  });
  return {
    client_id: ids.client,
    property_id: ids.property,
    crop_id: ids.crop,
    validade: addDays(today(), 30),
    // Billed on approval: approving also writes the receivable and its installments.
    faturar_na_aprovacao: true,
    parcelas: 2,
    linhas: [
      job('Aplicação líquida: fungicida', 480.5),
      job('Aplicação líquida: inseticida', 300),
      {
        descricao: 'Deslocamento da aeronave',
        unidade: 'hora',
        quantidade: 1.5,
        preco_unitario_cents: 90_000,
      },
    ],
  };
}

/** Approving schedules the jobs on a day in a week, with the aircraft and the pilot. */
export const approvalPayload = (ids: Record<string, string>) => ({
  data: addDays(today(), 7),
  aircraft_id: ids.aircraft,
  pilot_id: ids.pilot,
});
