import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CROPS, DEFAULT_SERVICES, REGISTER_KINDS } from '../../domain/registers/values.ts';
import { users } from '../db/schema/index.ts';
import { square } from '../../test-support/geo.ts';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { caller, type Call } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';

const t = useTestApp();

const as = (cookie: string) => caller(t.app, cookie);

/** A valid row of each register; properties get their client in `sample`. */
const samples = {
  clients: { nome: 'Agropecuária Boa Vista', documento: '11.222.333/0001-81', uf: 'MT' },
  properties: SAMPLE_REGISTERS.property,
  aircraft: {
    prefixo: 'pr-agv',
    fabricante: 'Air Tractor',
    modelo: 'AT-502B',
    capacidade_hopper_l: 1892,
    largura_faixa_m: 18,
  },
  pilots: { nome: 'Carlos Mendes', canac: '123456', cma_validade: '2027-03-31' },
  technicians: { tipo: 'agronomo', nome: 'Ana Souza', crea: 'MT-12345/D' },
  products: {
    nome_comercial: 'Roundup Original',
    ingrediente_ativo: 'Glifosato',
    classe: 'herbicida',
    unidade: 'L',
  },
  crops: { nome: 'Sorgo' },
  services: { nome: 'Dessecação', unidade_preco: 'ha', preco_cents: 3800 },
} as const;

async function sample(kind: (typeof REGISTER_KINDS)[number], owner: ReturnType<typeof as>) {
  if (kind !== 'properties') return samples[kind];
  const client = await owner({
    method: 'POST',
    url: '/api/registers/clients',
    payload: { nome: 'Cliente da fazenda' },
  });
  return { ...samples.properties, client_id: client.json().id };
}

/** A property (and its client) created through the API; answers the stored row. */
const createProperty = async (owner: ReturnType<typeof as>) =>
  (
    await owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: await sample('properties', owner),
    })
  ).json();

const memberOf = (companyId: string, role: 'admin' | 'pilot', email: string) =>
  joinCompany(t.app, companyId, role, email);

describe.each(REGISTER_KINDS)('/api/registers/%s', (kind) => {
  const base = `/api/registers/${kind}`;

  it('creates, reads, edits, searches, archives and restores within the company', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const input = await sample(kind, owner);
    const created = await owner({ method: 'POST', url: base, payload: input });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row.id).toEqual(expect.any(String));
    expect(row).not.toHaveProperty('company_id');
    expect((await owner({ method: 'GET', url: `${base}/${row.id}` })).json()).toEqual(row);

    const field = 'nome' in input ? 'nome' : kind === 'aircraft' ? 'modelo' : 'nome_comercial';
    const edited = await owner({
      method: 'PUT',
      url: `${base}/${row.id}`,
      payload: { ...input, [field]: 'Zeta Editado' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()[field]).toBe('Zeta Editado');

    const found = await owner({ method: 'GET', url: `${base}?busca=zeta%20edit` });
    expect(found.json().items.map((r: { id: string }) => r.id)).toEqual([row.id]);

    expect(
      (await owner({ method: 'POST', url: `${base}/${row.id}/archive` })).json().archived_at,
    ).toEqual(expect.any(String));
    const active = (await owner({ method: 'GET', url: `${base}?busca=zeta` })).json();
    expect(active.items).toEqual([]);
    const archived = (await owner({ method: 'GET', url: `${base}?situacao=arquivados` })).json();
    expect(archived.items.map((r: { id: string }) => r.id)).toEqual([row.id]);
    expect(
      (await owner({ method: 'POST', url: `${base}/${row.id}/restore` })).json().archived_at,
    ).toBeNull();
  });

  it('answers 401 without a session, 403 to a pilot changing it, 404 to another company', async () => {
    const first = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const owner = as(first.cookie);
    const input = await sample(kind, owner);
    const row = (await owner({ method: 'POST', url: base, payload: input })).json();

    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);

    const pilot = as((await memberOf(first.companyId, 'pilot', 'piloto@aerosul.com.br')).cookie);
    expect((await pilot({ method: 'GET', url: base })).statusCode).toBe(200);
    expect((await pilot({ method: 'POST', url: base, payload: input })).statusCode).toBe(403);
    expect((await pilot({ method: 'DELETE', url: `${base}/${row.id}` })).statusCode).toBe(403);
    const admin = as((await memberOf(first.companyId, 'admin', 'admin@aerosul.com.br')).cookie);
    expect(
      (await admin({ method: 'PUT', url: `${base}/${row.id}`, payload: input })).statusCode,
    ).toBe(200);

    const other = as(
      (await signUpCompany(t.app, { email: 'dono@outra.com.br', companyName: 'Outra' })).cookie,
    );
    for (const call of [
      { method: 'GET', url: `${base}/${row.id}` },
      { method: 'PUT', url: `${base}/${row.id}`, payload: input },
      { method: 'POST', url: `${base}/${row.id}/archive` },
      { method: 'DELETE', url: `${base}/${row.id}` },
    ] as Call[]) {
      expect((await other(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const theirs = (await other({ method: 'GET', url: base })).json();
    expect(theirs.items.map((r: { id: string }) => r.id)).not.toContain(row.id);
    expect((await owner({ method: 'GET', url: `${base}/${row.id}` })).statusCode).toBe(200);
  });

  it('answers 402 to a change when the trial is over, and still lets the company read', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    const owner = as(cookie);
    const input = await sample(kind, owner);
    await endTrial(t.db, companyId, new Date(Date.now() - 3 * 24 * 3600 * 1000));
    const res = await owner({ method: 'POST', url: base, payload: input });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await owner({ method: 'GET', url: base })).statusCode).toBe(200);
  });
});

describe('register rules on the server', () => {
  it('gives a new company the default crops and services', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const crops = (await owner({ method: 'GET', url: '/api/registers/crops' })).json();
    expect(crops.total).toBe(DEFAULT_CROPS.length);
    expect(crops.items.map((c: { nome: string }) => c.nome)).toContain('Algodão');
    const services = (await owner({ method: 'GET', url: '/api/registers/services' })).json();
    expect(services.items).toContainEqual(
      expect.objectContaining({
        nome: 'Aplicação líquida',
        unidade_preco: 'ha',
        preco_cents: 4000,
      }),
    );
    expect(services.total).toBe(DEFAULT_SERVICES.length);
  });

  it('paginates 20 to a page in name order', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    for (let i = 1; i <= 10; i++)
      await owner({
        method: 'POST',
        url: '/api/registers/crops',
        payload: { nome: `Cultura ${String(i).padStart(2, '0')}` },
      });
    const page1 = (await owner({ method: 'GET', url: '/api/registers/crops' })).json();
    const page2 = (await owner({ method: 'GET', url: '/api/registers/crops?pagina=2' })).json();
    expect(page1).toMatchObject({ total: DEFAULT_CROPS.length + 10, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page2.items).toHaveLength(DEFAULT_CROPS.length + 10 - 20);
    expect(page1.items[0].nome).toBe('Algodão');
  });

  it.each([
    [
      'aircraft',
      { ...samples.aircraft },
      { ...samples.aircraft, prefixo: 'PRAGV' },
      'prefixo',
      'Já existe uma aeronave com este prefixo.',
    ],
    [
      'clients',
      samples.clients,
      { nome: 'Outro nome', documento: '11222333000181' },
      'documento',
      'Já existe um cliente com este CPF/CNPJ.',
    ],
    ['crops', { nome: 'Sorgo' }, { nome: 'SORGO' }, 'nome', 'Já existe uma cultura com este nome.'],
    [
      'clients',
      { nome: 'Nova Agro', documento: '12.ABC.345/01DE-35' },
      { nome: 'Outra', documento: '12abc34501de35' },
      'documento',
      'Já existe um cliente com este CPF/CNPJ.',
    ],
  ] as const)(
    'refuses a duplicate %s with 409 on the field',
    async (kind, first, second, field, message) => {
      const owner = as((await signUpCompany(t.app)).cookie);
      expect(
        (await owner({ method: 'POST', url: `/api/registers/${kind}`, payload: first })).statusCode,
      ).toBe(201);
      const res = await owner({ method: 'POST', url: `/api/registers/${kind}`, payload: second });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'REGISTER_DUPLICATE',
        message,
        fields: { [field]: message },
      });
    },
  );

  it.each([
    ['properties', { area_ha: -5 }, 'area_ha', 'Área total deve ser maior que zero.'],
    ['properties', { latitude: -91 }, 'latitude', 'Latitude deve estar entre -90 e 90.'],
    ['aircraft', { prefixo: 'AB-123' }, 'prefixo', 'Prefixo inválido: use o formato PR-ABC.'],
    [
      'clients',
      { documento: '123.456.789-00' },
      'documento',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
    [
      'clients',
      { documento: '12.ABC.345/01DE-36' }, // the RFB's example with its last digit changed
      'documento',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
    [
      'clients',
      { documento: '529.982.247-2X' }, // a CPF has no letter
      'documento',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
  ] as const)('answers 400 naming the field: %s %j', async (kind, change, field, message) => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const input = { ...(await sample(kind, owner)), ...change };
    const res = await owner({ method: 'POST', url: `/api/registers/${kind}`, payload: input });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect((await owner({ method: 'GET', url: `/api/registers/${kind}` })).json().total).toBe(0);
  });

  // IN RFB 2.229/2024: 12.ABC.345/01DE-35 is the RFB's example (its check digits are computed in
  // src/domain/br/documents.test.ts); stored as its 14 characters in uppercase.
  it('keeps an alphanumeric CNPJ, found typed with or without punctuation, in either case', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const base = '/api/registers/clients';
    const created = await owner({
      method: 'POST',
      url: base,
      payload: { nome: 'Nova Agro', documento: '12.abc.345/01de-35' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().documento).toBe('12ABC34501DE35');
    await owner({ method: 'POST', url: base, payload: samples.clients });
    for (const busca of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345', 'abc345']) {
      const found = await owner({
        method: 'GET',
        url: `${base}?busca=${encodeURIComponent(busca)}`,
      });
      expect(
        found.json().items.map((r: { nome: string }) => r.nome),
        busca,
      ).toEqual(['Nova Agro']);
    }
    // The old numeric CNPJ is found typed with its punctuation too.
    const numeric = await owner({ method: 'GET', url: `${base}?busca=11.222.333%2F0001-81` });
    expect(numeric.json().items.map((r: { nome: string }) => r.nome)).toEqual([
      samples.clients.nome,
    ]);
  });

  it("refuses a property of another company's client, naming the field", async () => {
    const theirs = as(
      (await signUpCompany(t.app, { email: 'dono@outra.com.br', companyName: 'Outra' })).cookie,
    );
    const client = (
      await theirs({ method: 'POST', url: '/api/registers/clients', payload: { nome: 'Deles' } })
    ).json();
    const owner = as((await signUpCompany(t.app)).cookie);
    const res = await owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: { ...samples.properties, client_id: client.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ client_id: 'Cliente não encontrado.' });
  });

  it('links a pilot to a member of the company only', async () => {
    const first = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const owner = as(first.cookie);
    const { userId } = await memberOf(first.companyId, 'pilot', 'piloto@aerosul.com.br');
    const linked = await owner({
      method: 'POST',
      url: '/api/registers/pilots',
      payload: { nome: 'Carlos', user_id: userId },
    });
    expect(linked.statusCode).toBe(201);
    const twice = await owner({
      method: 'POST',
      url: '/api/registers/pilots',
      payload: { nome: 'Carlos 2', user_id: userId },
    });
    expect(twice.statusCode).toBe(409);
    const stranger = await signUpCompany(t.app, {
      email: 'alguem@outra.com.br',
      companyName: 'Outra',
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'alguem@outra.com.br'));
    expect(stranger.companyId).toBeTruthy();
    const res = await owner({
      method: 'POST',
      url: '/api/registers/pilots',
      payload: { nome: 'Intruso', user_id: user!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ user_id: 'Usuário não encontrado na empresa.' });
  });

  it('deletes an unused row, and refuses to delete a client with properties (archive instead)', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const property = await createProperty(owner);
    const inUse = await owner({
      method: 'DELETE',
      url: `/api/registers/clients/${property.client_id}`,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('REGISTER_IN_USE');
    expect(
      (await owner({ method: 'GET', url: `/api/registers/clients/${property.client_id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await owner({ method: 'DELETE', url: `/api/registers/properties/${property.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await owner({ method: 'GET', url: `/api/registers/properties/${property.id}` })).statusCode,
    ).toBe(404);
  });

  it('offers the active rows of the company to pickers, by name', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const other = as(
      (await signUpCompany(t.app, { email: 'dono@outra.com.br', companyName: 'Outra' })).cookie,
    );
    const aircraft = (who: ReturnType<typeof as>, prefixo: string) =>
      who({
        method: 'POST',
        url: '/api/registers/aircraft',
        payload: { ...samples.aircraft, prefixo },
      }).then((res) => res.json());
    await aircraft(other, 'PT-OUT');
    const kept = await aircraft(owner, 'PR-ZZZ');
    await aircraft(owner, 'PP-AAA');
    const archived = await aircraft(owner, 'PS-ARQ');
    await owner({ method: 'POST', url: `/api/registers/aircraft/${archived.id}/archive` });
    const { options } = (
      await owner({ method: 'GET', url: '/api/registers/aircraft/options' })
    ).json();
    expect(options.map((o: { label: string }) => o.label)).toEqual(['PP-AAA', 'PR-ZZZ']);
    expect(options[1]).toEqual({ id: kept.id, label: 'PR-ZZZ', group: 'aviao' }); // its kind (issue 40)
    const property = await createProperty(owner);
    const farms = (await owner({ method: 'GET', url: '/api/registers/properties/options' })).json()
      .options;
    expect(farms).toEqual([
      { id: property.id, label: 'Fazenda Santa Rita', group: property.client_id },
    ]);
  });

  it('stores a property boundary, with the area computed from the polygon', async () => {
    const owner = as((await signUpCompany(t.app)).cookie);
    const input = await sample('properties', owner);
    const boundary = square(-55.73, -12.55);
    const res = await owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: { ...input, boundary },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ area_ha: 120.23, boundary });
    const open = await owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: {
        ...input,
        boundary: { type: 'Polygon', coordinates: [boundary.coordinates[0]!.slice(0, 4)] },
      },
    });
    expect(open.statusCode).toBe(400);
    expect(open.json().error.fields).toEqual({
      boundary: 'O contorno precisa ser fechado (o último vértice igual ao primeiro).',
    });
  });
});
