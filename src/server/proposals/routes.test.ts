import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, mailOutbox, operations, proposals } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { movableClock } from '../test/clock.ts';
import { endTrial } from '../test/factories.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { proposalPdf } from './pdf.ts';
import { proposalDetail } from './detail.ts';

// 23/11/2026, 10:00 in São Paulo.
const { clock, moveTo } = movableClock(new Date('2026-11-23T13:00:00Z'));
const t = useTestApp({ clock });

async function officeWithClient(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  await fly.owner({
    method: 'PUT',
    url: `/api/registers/clients/${fly.ids.client}`,
    payload: {
      nome: 'Agropecuária Boa Vista',
      uf: 'MT',
      email: 'compras@boavista.agr.br',
      telefone: '(66) 99988-7766',
    },
  });
  const proposal = {
    client_id: fly.ids.client,
    property_id: fly.ids.property,
    crop_id: fly.ids.crop,
    validade: '2026-12-08',
    condicoes_pagamento: '50% na aprovação, 50% após a aplicação',
    desconto_tipo: 'percentual',
    desconto_valor: 5,
    linhas: [
      {
        service_id: fly.ids.service,
        descricao: 'Aplicação líquida: fungicida',
        unidade: 'ha',
        quantidade: 480.5,
        preco_unitario_cents: 4_200,
      },
      {
        descricao: 'Deslocamento da aeronave',
        unidade: 'hora',
        quantidade: 1.5,
        preco_unitario_cents: 90_000,
      },
    ],
  };
  return { ...fly, proposal };
}

type Office = Awaited<ReturnType<typeof officeWithClient>>;

async function created(office: Office, payload: object = office.proposal) {
  const res = await office.owner({ method: 'POST', url: '/api/proposals', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Sends the proposal through `canal` as the office's owner. */
const send = (office: Office, id: string, canal: string) =>
  office.owner({ method: 'POST', url: `/api/proposals/${id}/enviar`, payload: { canal } });

describe('writing proposals', () => {
  it('numbers per company and year, computes the totals, lists with totals by status', async () => {
    const office = await officeWithClient();
    const first = await created(office);
    // 480,5 ha × R$ 42 = R$ 20.181,00; 1,5 h × R$ 900 = R$ 1.350,00; 5 % off R$ 21.531,00.
    expect(first.proposal).toMatchObject({
      numero: '2026/0001',
      status: 'rascunho',
      subtotal_cents: 2_153_100,
      desconto_cents: 107_655,
      total_cents: 2_045_445,
    });
    expect(first.linhas.map((l: { total_cents: number }) => l.total_cents)).toEqual([
      2_018_100, 135_000,
    ]);
    expect(first).toMatchObject({ cliente: 'Agropecuária Boa Vista', cultura: 'Soja' });
    expect(first.compartilhar.whatsapp).toMatch(/^https:\/\/wa\.me\/5566999887766\?text=/);
    const second = await created(office, {
      ...office.proposal,
      desconto_tipo: null,
      validade: '2026-11-23',
    });
    expect(second.proposal.numero).toBe('2026/0002');
    await send(office, second.proposal.id, 'whatsapp');
    moveTo(new Date('2026-11-24T13:00:00Z')); // the day after its validity

    const list = (await office.owner({ method: 'GET', url: '/api/proposals' })).json();
    expect(
      list.items.map((p: { numero: string; status: string }) => `${p.numero} ${p.status}`),
    ).toEqual(['2026/0002 expirada', '2026/0001 rascunho']);
    expect(list.totals.rascunho).toEqual({ count: 1, total_cents: 2_045_445 });
    expect(list.totals.expirada).toEqual({ count: 1, total_cents: 2_153_100 });
    expect(list.totals.enviada).toEqual({ count: 0, total_cents: 0 });
    const expired = (
      await office.owner({ method: 'GET', url: '/api/proposals?status=expirada' })
    ).json();
    expect(expired.items.map((p: { numero: string }) => p.numero)).toEqual(['2026/0002']);
    const searched = (
      await office.owner({ method: 'GET', url: '/api/proposals?busca=boa%20vis' })
    ).json();
    expect(searched.total).toBe(2);
    const none = (await office.owner({ method: 'GET', url: '/api/proposals?busca=100%25' })).json();
    expect(none.total).toBe(0);
    const bad = await office.owner({ method: 'GET', url: '/api/proposals?status=pendente' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'Status inválido.' });
  });

  it.each([
    [{ linhas: [] }, 'linhas', 'Inclua ao menos um serviço.'],
    [{ validade: '31/02/2026' }, 'validade', 'Validade: informe uma data válida (dd/mm/aaaa).'],
    [{ desconto_valor: 150 }, 'desconto_valor', 'Desconto: informe um percentual de 0 a 100.'],
    [{ client_id: '00000000-0000-4000-8000-000000000000' }, 'client_id', 'Cliente não encontrado.'],
  ])('400 for %j', async (patch, field, message) => {
    const office = await officeWithClient();
    const res = await office.owner({
      method: 'POST',
      url: '/api/proposals',
      payload: { ...office.proposal, ...patch },
    });
    expectFieldError(res, field, message);
    expect(await t.db.select().from(proposals)).toEqual([]);
  });

  it.each([
    ['the day before', '2026-11-23T13:00:00Z', '2026-11-22', 400],
    ['today', '2026-11-23T13:00:00Z', '2026-11-23', 201],
    // 23:00 on 23/11 in São Paulo is already 24/11 in UTC: São Paulo's calendar counts.
    ["São Paulo's today", '2026-11-24T02:00:00Z', '2026-11-23', 201],
    ["São Paulo's yesterday", '2026-11-24T03:00:00Z', '2026-11-23', 400],
  ])('a validity of %s: %s, %s → %i', async (_, at, validade, status) => {
    const office = await officeWithClient();
    moveTo(new Date(at));
    const res = await office.owner({
      method: 'POST',
      url: '/api/proposals',
      payload: { ...office.proposal, validade },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400)
      expect(res.json().error.fields).toEqual({
        validade: 'Válida até: escolha hoje ou uma data futura.',
      });
  });

  it('an expired proposal is saved only with its validity extended', async () => {
    const office = await officeWithClient();
    const payload = { ...office.proposal, validade: '2026-11-25' };
    const { proposal } = await created(office, payload);
    await send(office, proposal.id, 'whatsapp');
    moveTo(new Date('2026-11-26T13:00:00Z'));
    const edit = (patch: object) =>
      office.owner({
        method: 'PUT',
        url: `/api/proposals/${proposal.id}`,
        payload: { ...payload, ...patch },
      });
    const kept = await edit({ observacoes: 'Inclui o deslocamento.' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.fields).toEqual({
      validade: 'Válida até: escolha hoje ou uma data futura.',
    });
    const extended = await edit({ observacoes: 'Inclui o deslocamento.', validade: '2026-12-10' });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().proposal).toMatchObject({
      status: 'enviada',
      validade: '2026-12-10',
      observacoes: 'Inclui o deslocamento.',
    });
  });

  it("refuses another company's client and property, and answers 404 for its proposals", async () => {
    const ours = await officeWithClient('dono@um.com.br');
    const theirs = await officeWithClient('dono@dois.com.br');
    const foreign = await created(theirs);
    const res = await ours.owner({
      method: 'POST',
      url: '/api/proposals',
      payload: { ...ours.proposal, property_id: theirs.ids.property },
    });
    expect(res.json().error.fields).toEqual({ property_id: 'Propriedade não encontrada.' });
    const id = foreign.proposal.id;
    for (const call of [
      { method: 'GET', url: `/api/proposals/${id}` },
      { method: 'PUT', url: `/api/proposals/${id}`, payload: ours.proposal },
      { method: 'GET', url: `/api/proposals/${id}/proposta.pdf` },
      { method: 'POST', url: `/api/proposals/${id}/duplicar` },
      { method: 'POST', url: `/api/proposals/${id}/recusar` },
      { method: 'DELETE', url: `/api/proposals/${id}` },
    ] as const)
      expect((await ours.owner(call)).statusCode, call.url).toBe(404);
    expect((await ours.owner({ method: 'GET', url: '/api/proposals' })).json().total).toBe(0);
  });

  it("401 without a session, 403 to a pilot's changes, 402 for changes when the company cannot act", async () => {
    const office = await officeWithClient();
    const proposal = await created(office);
    const id = proposal.proposal.id;
    expect((await t.app.inject({ method: 'GET', url: '/api/proposals' })).statusCode).toBe(401);
    const pilot = await pilotCaller(t.app, office.companyId);
    for (const call of [
      { method: 'POST', url: '/api/proposals', payload: office.proposal },
      { method: 'PUT', url: `/api/proposals/${id}`, payload: office.proposal },
      { method: 'DELETE', url: `/api/proposals/${id}` },
      { method: 'POST', url: `/api/proposals/${id}/duplicar` },
      { method: 'POST', url: `/api/proposals/${id}/enviar`, payload: { canal: 'whatsapp' } },
      { method: 'POST', url: `/api/proposals/${id}/recusar` },
      { method: 'GET', url: `/api/proposals/${id}/proposta.pdf` },
    ] as const)
      expect((await pilot(call)).statusCode, `${call.method} ${call.url}`).toBe(403);

    await endTrial(t.db, office.companyId, new Date('2026-11-01T00:00:00Z'));
    expect(
      (await office.owner({ method: 'POST', url: '/api/proposals', payload: office.proposal }))
        .statusCode,
    ).toBe(402);
    expect(
      (
        await office.owner({
          method: 'POST',
          url: `/api/proposals/${proposal.proposal.id}/duplicar`,
        })
      ).statusCode,
    ).toBe(402);
    // Reading stays open: the office can still see what it quoted.
    expect(
      (await office.owner({ method: 'GET', url: `/api/proposals/${proposal.proposal.id}` }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a pilot reads proposals without their amounts (decision 034)', () => {
  it('lists and opens them with the services and quantities, and no price, total or terms', async () => {
    const office = await officeWithClient();
    const { proposal } = await created(office);
    const pilot = await pilotCaller(t.app, office.companyId);
    const list = await pilot({ method: 'GET', url: '/api/proposals' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: proposal.id,
        numero: proposal.numero,
        cliente: 'Agropecuária Boa Vista',
      }),
    ]);
    const one = await pilot({ method: 'GET', url: `/api/proposals/${proposal.id}` });
    expect(one.statusCode).toBe(200);
    const detail = one.json();
    expect(detail.linhas.map((l: object) => l)).toEqual([
      expect.objectContaining({
        descricao: 'Aplicação líquida: fungicida',
        quantidade: 480.5,
        unidade: 'ha',
      }),
      expect.objectContaining({ descricao: 'Deslocamento da aeronave', quantidade: 1.5 }),
    ]);
    // No amount anywhere, nor the discount, the payment terms or the texts quoting the total.
    for (const body of [list.body, one.body]) {
      expect(body).not.toMatch(/_cents|desconto|condicoes_pagamento|compartilhar|R\$/);
    }
    expect(Object.keys(list.json())).toEqual(expect.arrayContaining(['items', 'totals']));
    expect(list.json().totals.rascunho).toEqual({ count: 1 });
    // The office still gets every amount.
    const owners = await office.owner({ method: 'GET', url: `/api/proposals/${proposal.id}` });
    expect(owners.json().proposal.total_cents).toBeGreaterThan(0);
    expect(owners.json().linhas[0].preco_unitario_cents).toBe(4_200);
  });
});

describe('sending', () => {
  it('e-mails the PDF to the client and marks it sent; the PDF holds the proposal', async () => {
    const office = await officeWithClient();
    const { proposal } = await created(office);
    const res = await send(office, proposal.id, 'email');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposal.status).toBe('enviada');
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to_address: 'compras@boavista.agr.br',
      subject: 'Proposta nº 2026/0001 — Aero Sul Aviação Agrícola',
      attachments: ['proposta-2026-0001.pdf'],
    });
    expect(mail!.text_body).toContain('total de R$ 20.454,45, válida até 08/12/2026');

    const pdf = await office.owner({
      method: 'GET',
      url: `/api/proposals/${proposal.id}/proposta.pdf`,
    });
    expectPdf(pdf);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, office.companyId));
    const detail = await proposalDetail(
      t.db,
      { companyId: office.companyId, userId: '', now: t.now, today: '2026-11-23' },
      proposal.id,
    );
    const text = pdfText(await proposalPdf(company!, detail, { compress: false }));
    for (const expected of [
      'PROPOSTA COMERCIAL Nº 2026/0001',
      'Aero Sul Aviação Agrícola',
      'Aplicação líquida: fungicida',
      'R$ 20.181,00',
      'Desconto (5,00 %)',
      'R$ 20.454,45',
      '50% na aprovação',
    ])
      expect(text).toContain(expected);
  });

  it('a client without e-mail gets a clear 400 and nothing is sent', async () => {
    const office = await officeWithClient();
    await office.owner({
      method: 'PUT',
      url: `/api/registers/clients/${office.ids.client}`,
      payload: { nome: 'Agropecuária Boa Vista', uf: 'MT' },
    });
    const { proposal } = await created(office);
    const res = await send(office, proposal.id, 'email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
    );
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    const bad = await send(office, proposal.id, 'fax');
    expect(bad.json().error.fields).toEqual({
      canal: 'Canal de envio: escolha e-mail ou WhatsApp.',
    });
  });
});

describe('approving', () => {
  it('schedules one operation per service line, linked both ways, once however often it is asked', async () => {
    const office = await officeWithClient();
    const { proposal } = await created(office);
    const approve = () =>
      office.owner({
        method: 'POST',
        url: `/api/proposals/${proposal.id}/aprovar`,
        payload: {
          data: '2026-12-02',
          aircraft_id: office.ids.aircraft,
          pilot_id: office.ids.pilot,
        },
      });
    const [a, b] = await Promise.all([approve(), approve()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await approve()).json().proposal.status).toBe('aprovada');
    const rows = await t.db
      .select()
      .from(operations)
      .where(eq(operations.proposal_id, proposal.id));
    expect(rows).toHaveLength(1); // the 'Deslocamento' line names no service: it is not a job
    expect(rows[0]).toMatchObject({
      status: 'agendada',
      data: '2026-12-02',
      area_ha: 480.5,
      preco_unitario_cents: 4_200,
      aircraft_id: office.ids.aircraft,
      pilot_id: office.ids.pilot,
      property_id: office.ids.property,
      service_id: office.ids.service,
      crop_id: office.ids.crop,
    });
    const detail = (
      await office.owner({ method: 'GET', url: `/api/proposals/${proposal.id}` })
    ).json();
    expect(detail.operacoes).toEqual([
      { id: rows[0]!.id, numero: '2026/0001', data: '2026-12-02', status: 'agendada' },
    ]);
    const operation = (
      await office.owner({ method: 'GET', url: `/api/operations/${rows[0]!.id}` })
    ).json();
    expect(operation.operation.proposal_id).toBe(proposal.id);

    const edit = await office.owner({
      method: 'PUT',
      url: `/api/proposals/${proposal.id}`,
      payload: office.proposal,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(
      'Proposta aprovada ou recusada não pode ser alterada: duplique-a para fazer outra.',
    );
    expect(
      (await office.owner({ method: 'DELETE', url: `/api/proposals/${proposal.id}` })).statusCode,
    ).toBe(409);
    expect(
      (await office.owner({ method: 'POST', url: `/api/proposals/${proposal.id}/recusar` }))
        .statusCode,
    ).toBe(409);
    const copy = await office.owner({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/duplicar`,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().proposal).toMatchObject({
      numero: '2026/0002',
      status: 'rascunho',
      validade: '2026-12-08', // today + 15 days
      total_cents: 2_045_445,
    });
    expect(copy.json().operacoes).toEqual([]);
  });

  it('refuses an expired proposal, a foreign aircraft and a missing property, creating nothing', async () => {
    const office = await officeWithClient('dono@um.com.br');
    const other = await officeWithClient('dono@dois.com.br');
    const { proposal } = await created(office, {
      ...office.proposal,
      property_id: null,
      validade: '2026-11-25',
    });
    const approve = (payload: object) =>
      office.owner({ method: 'POST', url: `/api/proposals/${proposal.id}/aprovar`, payload });
    const valid = {
      data: '2026-12-02',
      aircraft_id: office.ids.aircraft,
      pilot_id: office.ids.pilot,
    };
    expect((await approve(valid)).json().error.fields).toEqual({
      property_id: 'Selecione a propriedade onde será feita a aplicação.',
    });
    const foreign = await approve({
      ...valid,
      aircraft_id: other.ids.aircraft,
      property_id: office.ids.property,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ aircraft_id: 'Aeronave não encontrada.' });
    expect((await approve({ data: '2026-12-02' })).json().error.fields).toEqual({
      aircraft_id: 'Selecione a aeronave.',
      pilot_id: 'Selecione o piloto.',
    });

    await send(office, proposal.id, 'whatsapp');
    moveTo(new Date('2026-11-26T13:00:00Z')); // the day after its validity, still in the trial
    const expired = await approve({ ...valid, property_id: office.ids.property });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'Proposta expirada: atualize a validade antes de aprovar.',
    );
    expect(await t.db.select().from(operations)).toEqual([]);
    // Extending the validity lets it through.
    await office.owner({
      method: 'PUT',
      url: `/api/proposals/${proposal.id}`,
      payload: { ...office.proposal, property_id: null, validade: '2026-11-28' },
    });
    expect((await approve({ ...valid, property_id: office.ids.property })).statusCode).toBe(200);
    expect(await t.db.select().from(operations)).toHaveLength(1);
  });

  it('refusing closes it; deleting a draft hides it', async () => {
    const office = await officeWithClient();
    const { proposal } = await created(office);
    expect(
      (await office.owner({ method: 'POST', url: `/api/proposals/${proposal.id}/recusar` }))
        .statusCode,
    ).toBe(409);
    await send(office, proposal.id, 'whatsapp');
    const refused = await office.owner({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/recusar`,
    });
    expect(refused.json().proposal.status).toBe('recusada');
    expect(
      (
        await office.owner({
          method: 'PUT',
          url: `/api/proposals/${proposal.id}`,
          payload: office.proposal,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await office.owner({ method: 'DELETE', url: `/api/proposals/${proposal.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await office.owner({ method: 'GET', url: `/api/proposals/${proposal.id}` })).statusCode,
    ).toBe(404);
    expect((await office.owner({ method: 'GET', url: '/api/proposals' })).json().total).toBe(0);
  });
});
