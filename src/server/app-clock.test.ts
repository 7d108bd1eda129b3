import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../test-support/sample-company.ts';
import {
  companies,
  financeCategories,
  operations,
  pilots,
  proposals,
  sensitivePoints,
  taxSettings,
} from './db/schema/index.ts';
import { useAdminTestApp } from './test/app.ts';
import { companyReadyToFly, newOperation, sampleProposal, type Caller } from './test/operations.ts';
import { callAs } from './test/session.ts';

// The records a MAPA inspector reads are stamped by the app's clock (src/server/platform/
// clock.ts), never the machine's: here it is stopped at an instant the machine's cannot be
// (12/11/2026 12:00:00,250 in São Paulo), and every stamp must equal it to the millisecond.
const NOW = new Date('2026-11-12T15:00:00.250Z');
const t = useAdminTestApp({ now: NOW });

type Fly = Awaited<ReturnType<typeof companyReadyToFly>>;

const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
  return done;
};

const newProposal = async (owner: Caller, ids: Fly['ids']) =>
  (await ok(owner({ method: 'POST', url: '/api/proposals', payload: sampleProposal(ids) }))).json()
    .proposal.id as string;

const proposalRow = async (id: string) =>
  (await t.db.select().from(proposals).where(eq(proposals.id, id)))[0]!;
const operationRow = async (id: string) =>
  (await t.db.select().from(operations).where(eq(operations.id, id)))[0]!;

/** Each write, done through the API, and the stamps it leaves: all must read `NOW`. */
const stamps: [string, (fly: Fly) => Promise<(Date | null | undefined)[]>][] = [
  [
    'an operation concluded: concluded_at and updated_at',
    async ({ owner, complete }) => {
      const id = await newOperation(owner, complete);
      await ok(owner({ method: 'POST', url: `/api/operations/${id}/concluir` }));
      const row = await operationRow(id);
      return [row.concluded_at, row.updated_at];
    },
  ],
  [
    'an operation edited, then cancelled: updated_at',
    async ({ owner, complete }) => {
      const id = await newOperation(owner, complete);
      await ok(owner({ method: 'PUT', url: `/api/operations/${id}`, payload: complete }));
      const edited = (await operationRow(id)).updated_at;
      await ok(owner({ method: 'POST', url: `/api/operations/${id}/cancelar` }));
      return [edited, (await operationRow(id)).updated_at];
    },
  ],
  [
    'an operation moved on the agenda: updated_at',
    async ({ owner, complete }) => {
      const id = await newOperation(owner, complete);
      const url = `/api/agenda/operacoes/${id}/mover`;
      await ok(owner({ method: 'POST', url, payload: { data: '2026-11-20' } }));
      return [(await operationRow(id)).updated_at];
    },
  ],
  [
    'a proposal edited, sent and refused: updated_at, enviada_em, decidida_em',
    async ({ owner, ids }) => {
      const id = await newProposal(owner, ids);
      const payload = { ...sampleProposal(ids), observacoes: 'Dois voos.' };
      await ok(owner({ method: 'PUT', url: `/api/proposals/${id}`, payload }));
      const edited = (await proposalRow(id)).updated_at;
      const sending = { canal: 'whatsapp' };
      await ok(owner({ method: 'POST', url: `/api/proposals/${id}/enviar`, payload: sending }));
      const sent = await proposalRow(id);
      await ok(owner({ method: 'POST', url: `/api/proposals/${id}/recusar` }));
      const refused = await proposalRow(id);
      return [edited, sent.enviada_em, refused.decidida_em, refused.updated_at];
    },
  ],
  [
    'a proposal approved: decidida_em and updated_at',
    async ({ owner, ids }) => {
      const id = await newProposal(owner, ids);
      const payload = { data: '2026-11-16', aircraft_id: ids.aircraft, pilot_id: ids.pilot };
      await ok(owner({ method: 'POST', url: `/api/proposals/${id}/aprovar`, payload }));
      const row = await proposalRow(id);
      return [row.decidida_em, row.updated_at];
    },
  ],
  [
    'a proposal deleted: deleted_at',
    async ({ owner, ids }) => {
      const id = await newProposal(owner, ids);
      await ok(owner({ method: 'DELETE', url: `/api/proposals/${id}` }));
      return [(await proposalRow(id)).deleted_at];
    },
  ],
  [
    'a register changed: updated_at',
    async ({ owner, ids }) => {
      const url = `/api/registers/pilots/${ids.pilot}`;
      await ok(
        owner({ method: 'PUT', url, payload: { ...SAMPLE_REGISTERS.pilot, canac: '654321' } }),
      );
      return [(await t.db.select().from(pilots).where(eq(pilots.id, ids.pilot)))[0]!.updated_at];
    },
  ],
  [
    "a property's sensitive point changed: updated_at",
    async ({ owner, ids }) => {
      const point = {
        tipo: 'moradia',
        nome: 'Casa do caseiro',
        geometria: { type: 'Point', coordinates: [-55.7211, -12.54] },
      };
      const url = `/api/properties/${ids.property}/pontos-sensiveis`;
      const [added] = (
        await ok(owner({ method: 'POST', url, payload: { pontos: [point] } }))
      ).json();
      const one = `/api/pontos-sensiveis/${added.id}`;
      await ok(owner({ method: 'PUT', url: one, payload: { ...point, nome: 'Casa da sede' } }));
      const [row] = await t.db
        .select()
        .from(sensitivePoints)
        .where(eq(sensitivePoints.id, added.id));
      return [row!.updated_at];
    },
  ],
  [
    'an accounting category archived: archived_at',
    async ({ owner }) => {
      const url = '/api/accounting/categorias';
      const payload = { nome: 'Hangar próprio', tipo: 'despesa' };
      const { id } = (await ok(owner({ method: 'POST', url, payload }))).json();
      await ok(owner({ method: 'PATCH', url: `${url}/${id}`, payload: { arquivada: true } }));
      const [row] = await t.db.select().from(financeCategories).where(eq(financeCategories.id, id));
      return [row!.archived_at];
    },
  ],
  [
    'the tax regime saved twice: updated_at',
    async ({ owner, companyId }) => {
      const payload = {
        regime: 'lucro_presumido',
        iss_aliquota: '5',
        pis_aliquota: '0,65',
        cofins_aliquota: '3',
        presuncao: '32',
      };
      const url = '/api/accounting/tributacao';
      await ok(owner({ method: 'PUT', url, payload }));
      await ok(owner({ method: 'PUT', url, payload: { ...payload, iss_aliquota: '4' } }));
      const [row] = await t.db
        .select()
        .from(taxSettings)
        .where(eq(taxSettings.company_id, companyId));
      return [row!.updated_at];
    },
  ],
  [
    "a company's status changed by the platform admin: updated_at",
    async ({ companyId }) => {
      const url = `/api/admin/companies/${companyId}`;
      await ok(callAs(t.app, t.admin, 'PATCH', url, { status: 'suspenso' }));
      const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      return [row!.updated_at];
    },
  ],
];

describe("the records' stamps follow the app's clock", () => {
  it.each(stamps)('%s', async (_name, write) => {
    const read = await write(await companyReadyToFly(t.app));
    expect(read.length).toBeGreaterThan(0);
    for (const stamp of read) expect(stamp?.toISOString()).toBe(NOW.toISOString());
  });
});
