import type { FastifyInstance } from 'fastify';
import { signUpCompany } from './session.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** Calls the API with a session cookie; answers the response. */
export const caller = (app: FastifyInstance, cookie: string) => (call: Call) =>
  app.inject({ ...call, headers: { cookie } });

async function created(res: { statusCode: number; body: string; json(): { id: string } }) {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/**
 * A company ready to fly: MAPA registration, a client with a 500 ha property in Sorriso-MT,
 * an Air Tractor, a pilot, an agronomist, a technician and a fungicide (as the demo of spec
 * part 2 §9). Answers the owner's caller, the ids and a complete operation to send.
 */
export async function companyReadyToFly(app: FastifyInstance, email = 'dono@aerosul.com.br') {
  const { cookie, companyId } = await signUpCompany(app, { email });
  const owner = caller(app, cookie);
  await owner({
    method: 'PATCH',
    url: '/api/company',
    payload: { company_name: 'Aero Sul Aviação Agrícola', registro_mapa: 'MT-00123', uf: 'MT' },
  });
  const post = (kind: string, payload: object) =>
    owner({ method: 'POST', url: `/api/registers/${kind}`, payload }).then(created);
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
    horimetro_atual: 1500,
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
  const options = async (kind: string) =>
    (await owner({ method: 'GET', url: `/api/registers/${kind}/options` })).json().options as {
      id: string;
      label: string;
    }[];
  const crop = (await options('crops')).find((o) => o.label === 'Soja')!.id;
  const service = (await options('services')).find((o) => o.label === 'Aplicação líquida')!.id;
  const ids = { client, property, aircraft, pilot, agronomist, technician, product, crop, service };
  const complete = {
    client_id: client,
    property_id: property,
    service_id: service,
    crop_id: crop,
    data: '2026-11-10',
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
    aircraft_id: aircraft,
    pilot_id: pilot,
    agronomist_id: agronomist,
    technician_id: technician,
    horimetro_inicio: 1520.3,
    horimetro_fim: 1522.1,
    products: [
      {
        product_id: product,
        dose_por_ha: 0.5,
        receituario_numero: 'RA-2026-0456',
        receituario_data: '2026-11-08',
      },
    ],
  };
  return { owner, cookie, companyId, ids, complete };
}
