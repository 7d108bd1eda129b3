import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationChangeProposals, operations } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import {
  decide,
  fieldCaller,
  operationInTheField,
  reschedule,
  type FieldOperation as Field,
} from '../test/field.ts';
import { inspectionPastDue } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { northOfSampleProperty } from '../../test-support/geo.ts';

// Applying a field change kept as a proposal (issue 41, decision 039) follows the rules any
// change of the operation follows: the Art. 10 justification it was sent with, the past-due
// maintenance of an aircraft booked anew. The server's time is stopped at 09/11/2026 12:00 in
// São Paulo; the sample operation is on 10/11/2026 with the Air Tractor PR-AGV, its horímetro
// at 1.500,0 h.
const t = useTestApp({ now: new Date('2026-11-09T15:00:00Z') });

const statusOf = async (proposalId: string) =>
  (
    await t.db
      .select({ status: operationChangeProposals.status })
      .from(operationChangeProposals)
      .where(eq(operationChangeProposals.id, proposalId))
  )[0]!.status;

const operationRow = async (id: string) =>
  (await t.db.select().from(operations).where(eq(operations.id, id)))[0]!;

// The sample property has no boundary: the distance is measured from its reference point,
// 12,5432° S 55,7211° W. A dwelling 200 m north is within the 250 m an isolated dwelling asks
// (IN MAPA nº 2/2008, Art. 10, I, b).
const dwelling = {
  tipo: 'moradia',
  nome: 'Casa do caseiro',
  geometria: { type: 'Point', coordinates: [-55.7211, northOfSampleProperty(200)] },
};

/** The pilot's conclusion, sent offline on the version he read, after the office moved it. */
async function conclusionProposal(field: Field, payload: object, key: string) {
  const url = `/api/properties/${field.ids.property}/pontos-sensiveis`;
  const points = await field.asOwner({ method: 'POST', url, payload: { pontos: [dwelling] } });
  expect(points.statusCode, points.body).toBe(201);
  expect((await reschedule(field, '2026-11-12')).statusCode).toBe(200);
  const sent = await field.asPilot(
    { method: 'POST', url: `/api/operations/${field.id}/concluir`, payload },
    { key, version: field.version },
  );
  expect(sent.statusCode).toBe(409);
  return sent.json().conflito.proposta.id as string;
}

describe('applying a proposal', () => {
  it('concludes with the Art. 10 justification the pilot sent (IN MAPA nº 2/2008, Art. 10)', async () => {
    const field = await operationInTheField(t.app);
    const justificativa = 'Morador ausente; faixa de 300 m sem aplicação.';
    const id = await conclusionProposal(
      field,
      { confirmarClima: true, justificativaDistancias: justificativa },
      'concluir-art10-01',
    );
    const applied = await decide(field.asOwner, field, id, 'aplicar');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().operation).toMatchObject({
      status: 'concluida',
      distancias_justificativa: justificativa,
    });
    expect(await operationRow(field.id)).toMatchObject({
      // Concluded by the pilot who flew it, not by the owner who applied his conclusion.
      concluded_by: field.pilot.userId,
      distancias_justificativa: justificativa,
      distancias_alertas: [
        'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).',
      ],
    });
    expect(await statusOf(id)).toBe('aplicada');
  });

  it('without a justification under the Art. 10 distances is refused, the proposal kept pending', async () => {
    const field = await operationInTheField(t.app);
    const id = await conclusionProposal(field, { confirmarClima: true }, 'concluir-art10-02');
    const refused = await decide(field.asOwner, field, id, 'aplicar');
    expectFieldError(
      refused,
      'justificativaDistancias',
      'Justificativa das distâncias é obrigatória.',
    );
    expect(await statusOf(id)).toBe('pendente');
    expect((await operationRow(field.id)).status).toBe('agendada');
    // The office keeps its version instead: the proposal stays listed, set aside.
    expect((await decide(field.asOwner, field, id, 'descartar')).json().status).toBe('descartada');
  });

  it("moving the day by an office member's edit is refused while the aircraft is past due, until released", async () => {
    const field = await operationInTheField(t.app);
    // An admin of the office took it to the field too, and moved it to 13/11 offline.
    const admin = await joinCompany(t.app, field.companyId, 'admin', 'admin@aerosul.com.br');
    const asAdmin = fieldCaller(t.app, admin.cookie);
    expect((await reschedule(field, '2026-11-12')).statusCode).toBe(200);
    const sent = await asAdmin(
      {
        method: 'PUT',
        url: `/api/operations/${field.id}`,
        payload: { ...field.complete, data: '2026-11-13' },
      },
      { key: 'editar-admin-01', version: field.version },
    );
    expect(sent.statusCode).toBe(409);
    const id = sent.json().conflito.proposta.id as string;

    // Meanwhile the 100 h inspection, last done at 1.400 h, fell due: 1.400 + 100 = 1.500 h, the
    // horímetro's reading now.
    await inspectionPastDue(field.asOwner, field.ids.aircraft);

    const refused = await decide(field.asOwner, field, id, 'aplicar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('AIRCRAFT_MAINTENANCE_DUE');
    expect(await statusOf(id)).toBe('pendente');
    expect((await operationRow(field.id)).data).toBe('2026-11-12');

    const release = await field.asOwner({
      method: 'POST',
      url: `/api/frota/aeronaves/${field.ids.aircraft}/liberacoes`,
      payload: {
        data: '2026-11-13',
        motivo: 'Inspeção marcada para 14/11; voo autorizado pelo DT.',
      },
    });
    expect(release.statusCode, release.body).toBe(201);
    const applied = await decide(field.asOwner, field, id, 'aplicar');
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await operationRow(field.id)).data).toBe('2026-11-13');
    expect(await statusOf(id)).toBe('aplicada');
  });
});
