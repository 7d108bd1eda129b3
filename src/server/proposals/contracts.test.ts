import { describe, expect, it } from 'vitest';
import { proposalDetail, proposalPage } from '../../domain/proposals/contracts.ts';
import { useTestApp } from '../test/app.ts';
import { expectPdf } from '../test/pdf-text.ts';
import { answer, answering } from '../test/contracts.ts';
import { companyReadyToFly } from '../test/operations.ts';

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

describe('the proposals API answers what its contracts declare', () => {
  it('list, detail, edit, send, duplicate, approve, refuse and delete', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    // Each action on the proposal answers its detail.
    const detailOf = answering(owner, proposalDetail);
    const proposal = {
      client_id: ids.client,
      property_id: ids.property,
      crop_id: ids.crop,
      validade: '2026-12-08',
      desconto_tipo: 'percentual',
      desconto_valor: 5,
      linhas: [
        {
          service_id: ids.service,
          descricao: 'Aplicação líquida: fungicida',
          unidade: 'ha',
          quantidade: 480.5,
          preco_unitario_cents: 4_200,
        },
        {
          descricao: 'Deslocamento',
          unidade: 'hora',
          quantidade: 1.5,
          preco_unitario_cents: 90_000,
        },
      ],
    };
    const created = await detailOf(
      { method: 'POST', url: '/api/proposals', payload: proposal },
      201,
    );
    const id = created.proposal.id;
    await detailOf({ method: 'GET', url: `/api/proposals/${id}` });
    await detailOf({ method: 'PUT', url: `/api/proposals/${id}`, payload: proposal });
    const sent = await detailOf({
      method: 'POST',
      url: `/api/proposals/${id}/enviar`,
      payload: { canal: 'whatsapp' },
    });
    expect(sent.proposal.enviada_em).not.toBeNull();
    const copy = await detailOf({ method: 'POST', url: `/api/proposals/${id}/duplicar` }, 201);
    const approved = await detailOf({
      method: 'POST',
      url: `/api/proposals/${id}/aprovar`,
      payload: { data: '2026-12-02', aircraft_id: ids.aircraft, pilot_id: ids.pilot },
    });
    expect(approved.operacoes.length).toBeGreaterThan(0);
    await owner({
      method: 'POST',
      url: `/api/proposals/${copy.proposal.id}/enviar`,
      payload: { canal: 'whatsapp' },
    });
    await detailOf({ method: 'POST', url: `/api/proposals/${copy.proposal.id}/recusar` });
    const page = answer(await owner({ method: 'GET', url: '/api/proposals' }), 200, proposalPage);
    expect(page.items).toHaveLength(2);
    expect(page.totals.aprovada.count).toBe(1);

    const pdf = await owner({ method: 'GET', url: `/api/proposals/${id}/proposta.pdf` });
    expectPdf(pdf);
    const draft = await detailOf({ method: 'POST', url: '/api/proposals', payload: proposal }, 201);
    const removed = await owner({ method: 'DELETE', url: `/api/proposals/${draft.proposal.id}` });
    expect(removed.statusCode).toBe(204);
  });
});
