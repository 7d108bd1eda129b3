import type { FastifyInstance } from 'fastify';
import { registerSamples } from '../../test-support/register-samples.ts';
import {
  completeOperationInput,
  SAMPLE_REGISTERS,
  type SampleIds,
} from '../../test-support/sample-company.ts';
import type { Db } from '../db/database.ts';
import { operations } from '../db/schema/index.ts';
import { joinCompany, signUpCompany } from './session.ts';

export type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
};

/** Calls the API with a session cookie; answers the response. */
export const caller = (app: FastifyInstance, cookie: string) => (call: Call) =>
  app.inject({ ...call, headers: { cookie } });
export type Caller = ReturnType<typeof caller>;

/** A proposal of the sample client and property: 120 ha of fungicide at R$ 42,00, valid until 08/12/2026. */
export const sampleProposal = (ids: SampleIds) => ({
  client_id: ids.client,
  property_id: ids.property,
  crop_id: ids.crop,
  validade: '2026-12-08',
  linhas: [
    {
      service_id: ids.service,
      descricao: 'Aplicação líquida: fungicida',
      unidade: 'ha',
      quantidade: 120,
      preco_unitario_cents: 4_200,
    },
  ],
});

/** Creates an operation through the API as `as` (the company's owner); answers its id. */
export const newOperation = async (as: Caller, payload: object) =>
  (await as({ method: 'POST', url: '/api/operations', payload })).json().operation.id as string;

/** A new member of the company with the pilot role, as a caller: for what pilots may not do. */
export const pilotCaller = async (
  app: FastifyInstance,
  companyId: string,
  email = 'piloto@aerosul.com.br',
) => caller(app, (await joinCompany(app, companyId, 'pilot', email)).cookie);

async function created(res: { statusCode: number; body: string; json(): { id: string } }) {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** The 100 h inspection as the fleet's form sends it, with the company's warning thresholds. */
export const HUNDRED_HOURS = {
  tipo: 'inspecao_100h',
  nome: 'Inspeção de 100 h',
  intervalo_horas: 100,
  alerta_horas: 10,
  alerta_dias: 15,
  alerta_ciclos: 20,
};

/** Adds a maintenance item to the aircraft through the API as `as`; answers its id. */
export const addMaintenanceItem = async (as: Caller, aircraftId: string, item: object) =>
  created(
    await as({
      method: 'POST',
      url: `/api/frota/aeronaves/${aircraftId}/manutencao/itens`,
      payload: item,
    }),
  );

/**
 * The sample Air Tractor's 100 h inspection last done at 1.400 h: 1.400 + 100 = 1.500 h, the
 * horímetro's reading, so it is due now (past due for a flight). Answers the item's id.
 */
export const inspectionPastDue = (as: Caller, aircraftId: string) =>
  addMaintenanceItem(as, aircraftId, { ...HUNDRED_HOURS, ultima_horas: 1400 });

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
  const ids = await registerSamples({
    post: (kind, payload) =>
      owner({ method: 'POST', url: `/api/registers/${kind}`, payload }).then(created),
    options: async (kind) =>
      (await owner({ method: 'GET', url: `/api/registers/${kind}/options` })).json().options,
  });
  const complete = completeOperationInput(ids);
  return { owner, cookie, companyId, ids, complete };
}

/**
 * A company ready to fly in two states: `companyReadyToFly` and a second property of the sample
 * client in Rio Verde-GO (`goias`), for what the MAPA report groups per UF.
 */
export async function companyInTwoStates(app: FastifyInstance) {
  const fly = await companyReadyToFly(app);
  const goias = await fly
    .owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: {
        client_id: fly.ids.client,
        nome: 'Fazenda Goiana',
        municipio: 'Rio Verde',
        uf: 'GO',
        latitude: -17.8,
        longitude: -50.9,
      },
    })
    .then(created);
  return { ...fly, goias };
}

/** Links the sample pilot register to a member's login: the flights it flies become theirs. */
export const linkSamplePilot = (owner: Caller, pilotId: string, userId: string) =>
  owner({
    method: 'PUT',
    url: `/api/registers/pilots/${pilotId}`,
    payload: { ...SAMPLE_REGISTERS.pilot, user_id: userId },
  });

let sequence = 0;

/**
 * Inserts an operation of the sample registers straight into the table (concluded unless told
 * otherwise), for tests that only read operations.
 */
export async function insertOperation(
  db: Db,
  companyId: string,
  ids: SampleIds,
  values: Partial<typeof operations.$inferInsert> & { data: string },
) {
  const [row] = await db
    .insert(operations)
    .values({
      company_id: companyId,
      ano: Number(values.data.slice(0, 4)),
      sequencia: ++sequence,
      client_id: ids.client,
      property_id: ids.property,
      aircraft_id: ids.aircraft,
      pilot_id: ids.pilot,
      status: 'concluida',
      ...values,
    })
    .returning();
  return row!;
}
