import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminActionsAudit,
  affiliateInvites,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
  platformSettings,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { routesMatching } from '../../test/route-walk.ts';
import { callAs, signUpCompany } from '../../test/session.ts';
import { insertAffiliate, insertCommission } from '../../test/admin-affiliates.ts';

const t = useAdminTestApp({ now: new Date('2026-11-24T10:00:00-03:00') });

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = t.admin) =>
  callAs(t.app, cookie, method, url, payload);
const UNKNOWN = '5f0c8a40-0000-4000-8000-000000000000';

describe("the Afiliados tab's routes: the platform admin only", () => {
  it('answers 401 to a visitor and 403 to a company owner on every route, changing nothing', async () => {
    const { cookie } = await signUpCompany(t.app);
    const routes = routesMatching(t.app, /^\/api\/admin\/affiliate/);
    expect(routes.length).toBe(17);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, UNKNOWN);
      const method = route.method as 'GET';
      const body = method === 'GET' ? undefined : { mes: '2026-10', status: 'pago' };
      expect(`${method} ${route.url} ${(await call(method, url, body, '')).statusCode}`).toBe(
        `${method} ${route.url} 401`,
      );
      expect(`${method} ${route.url} ${(await call(method, url, body, cookie)).statusCode}`).toBe(
        `${method} ${route.url} 403`,
      );
    }
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});

describe('the cards and the list', () => {
  it('counts in one aggregate and lists with derived totals, searched, filtered and paged', async () => {
    const ana = await insertAffiliate(t.db, {
      affiliate_code: 'ANA12345',
      telefone: '(51) 99999-0000',
    });
    const bia = await insertAffiliate(t.db, {
      nome_completo: 'Bia Lima',
      email: 'bia@exemplo.com.br',
      status: 'suspenso',
    });
    const { companyId } = await signUpCompany(t.app);
    await t.db.insert(affiliateReferrals).values({ affiliate_id: ana.id, company_id: companyId });
    await insertCommission(t.db, ana.id, 599, '2026-10-05T12:00:00-03:00', {
      company_id: companyId,
    });
    await insertCommission(t.db, ana.id, 599, '2026-10-06T12:00:00-03:00', { status: 'pago' });
    await insertCommission(t.db, ana.id, 700, '2026-10-07T12:00:00-03:00', { status: 'cancelado' });
    await t.db.insert(affiliatePayouts).values({
      affiliate_id: ana.id,
      mes_referencia: '2026-10-01',
      quantidade_comissoes: 1,
      valor_total: 599,
    });
    expect((await call('GET', '/api/admin/affiliates/stats')).json()).toEqual({
      total: 2,
      ativos: 1,
      comissoes_totais: 1198,
      comissoes_pendentes: 599,
      pagamentos_pendentes: 599,
    });
    const all = (await call('GET', '/api/admin/affiliates')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((a: { nome_completo: string }) => a.nome_completo)).toEqual([
      'Bia Lima',
      'Ana Souza',
    ]);
    expect(all.items[1]).toMatchObject({
      affiliate_code: 'ANA12345',
      telefone: '(51) 99999-0000',
      total_referidos: 1,
      total_comissoes: 1198,
      saldo_disponivel: 599,
    });
    const names = async (query: string) =>
      (await call('GET', `/api/admin/affiliates${query}`))
        .json()
        .items.map((a: { nome_completo: string }) => a.nome_completo);
    expect(await names('?busca=ana1234')).toEqual(['Ana Souza']);
    expect(await names('?busca=BIA@')).toEqual(['Bia Lima']);
    expect(await names('?status=suspenso')).toEqual(['Bia Lima']);
    expect(await names('?status=todos')).toHaveLength(2);
    expect(await names('?busca=100%25')).toEqual([]);
    expect(await names('?pagina=2')).toEqual([]);
    const bad = await call('GET', '/api/admin/affiliates?status=banido');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['status']);
    expect(bia.status).toBe('suspenso');
  });
});

describe('manual registration, detail and status', () => {
  it('registers without code or user, audited; 400 names each missing field', async () => {
    const empty = await call('POST', '/api/admin/affiliates', {
      nome_completo: '',
      email: '',
      cpf_cnpj: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      nome_completo: 'Nome Completo é obrigatório.',
      email: 'E-mail é obrigatório.',
      cpf_cnpj: 'CPF/CNPJ é obrigatório.',
    });
    const wrongDigits = await call('POST', '/api/admin/affiliates', {
      nome_completo: 'Caio',
      email: 'caio@exemplo.com.br',
      cpf_cnpj: '111.111.111-12',
    });
    expect(wrongDigits.json().error.fields).toEqual({
      cpf_cnpj: 'CPF/CNPJ inválido: confira os dígitos.',
    });
    const res = await call('POST', '/api/admin/affiliates', {
      nome_completo: ' Caio Prado ',
      email: 'Caio@Exemplo.com.br',
      cpf_cnpj: '11.222.333/0001-81',
      telefone: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome_completo: 'Caio Prado',
      email: 'caio@exemplo.com.br',
      cpf_cnpj: '11222333000181',
      telefone: null,
      affiliate_code: null,
      status: 'ativo',
      saldo_disponivel: 0,
    });
    const [row] = await t.db.select().from(affiliates);
    expect(row!.user_id).toBeNull();
    const [audit] = await t.db.select().from(adminActionsAudit);
    expect(audit).toMatchObject({
      action_type: 'create_affiliate',
      details: { affiliate_id: row!.id, email: 'caio@exemplo.com.br', nome_completo: 'Caio Prado' },
    });
  });

  it('shows the detail and the commission history; changes the status, audited; 404 unknown', async () => {
    const ana = await insertAffiliate(t.db, {
      banco: 'Sicredi',
      agencia: '0101',
      conta: '12345-6',
    });
    for (let day = 1; day <= 12; day++)
      await insertCommission(
        t.db,
        ana.id,
        100 * day,
        `2026-10-${String(day).padStart(2, '0')}T12:00:00-03:00`,
      );
    const detail = (await call('GET', `/api/admin/affiliates/${ana.id}`)).json();
    expect(detail).toMatchObject({
      cpf_cnpj: '52998224725',
      banco: 'Sicredi',
      saldo_disponivel: 7800,
    });
    const first = (await call('GET', `/api/admin/affiliates/${ana.id}/commissions`)).json();
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      valor_comissao: 1200,
      status: 'pendente',
      company_name: null,
    });
    const second = (
      await call('GET', `/api/admin/affiliates/${ana.id}/commissions?pagina=2`)
    ).json();
    expect(second.items.map((c: { valor_comissao: number }) => c.valor_comissao)).toEqual([
      200, 100,
    ]);

    const changed = await call('PATCH', `/api/admin/affiliates/${ana.id}`, { status: 'suspenso' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe('suspenso');
    const [audit] = await t.db.select().from(adminActionsAudit);
    expect(audit).toMatchObject({
      action_type: 'update_affiliate_status',
      details: { affiliate_id: ana.id, de: 'ativo', para: 'suspenso' },
    });
    const bad = await call('PATCH', `/api/admin/affiliates/${ana.id}`, { status: 'banido' });
    expect(bad.json().error.fields).toEqual({
      status: 'Status inválido: ativo, inativo ou suspenso.',
    });
    for (const url of [
      `/api/admin/affiliates/${UNKNOWN}`,
      `/api/admin/affiliates/${UNKNOWN}/commissions`,
    ])
      expect((await call('GET', url)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/affiliates/${UNKNOWN}`, { status: 'ativo' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/affiliates/nao-e-id')).statusCode).toBe(400);
  });
});

describe('invites', () => {
  it('sends one (audited), lists it with its effective status and cancels a pending one', async () => {
    const sent = await call('POST', '/api/admin/affiliate-invites', {
      email: 'Novo@Exemplo.com.br',
      inviter_name: 'Equipe AgroVoo',
    });
    expect(sent.statusCode).toBe(201);
    await t.db.insert(affiliateInvites).values({
      email: 'antigo@exemplo.com.br',
      token_hash: 'x',
      expires_at: new Date('2026-11-01T00:00:00Z'),
      created_at: new Date('2026-10-25T00:00:00Z'),
    });
    const list = (await call('GET', '/api/admin/affiliate-invites')).json();
    expect(list.items.map((i: { email: string; status: string }) => [i.email, i.status])).toEqual([
      ['novo@exemplo.com.br', 'pending'],
      ['antigo@exemplo.com.br', 'expired'],
    ]);
    const cancelled = await call('POST', `/api/admin/affiliate-invites/${sent.json().id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('expired');
    const again = await call('POST', `/api/admin/affiliate-invites/${sent.json().id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Este convite já foi aceito ou expirou e não pode ser cancelado.',
    );
    expect((await call('POST', `/api/admin/affiliate-invites/${UNKNOWN}/cancel`)).statusCode).toBe(
      404,
    );
    const noEmail = await call('POST', '/api/admin/affiliate-invites', { email: '' });
    expect(noEmail.json().error.fields).toEqual({ email: 'E-mail é obrigatório.' });
    const audits = await t.db
      .select()
      .from(adminActionsAudit)
      .orderBy(adminActionsAudit.created_at);
    expect(audits.map((a) => a.action_type)).toEqual([
      'invite_affiliate',
      'cancel_affiliate_invite',
    ]);
    const [invite] = await t.db
      .select()
      .from(affiliateInvites)
      .where(eq(affiliateInvites.id, sent.json().id));
    expect(invite!.expires_at).toEqual(t.now);
  });
});

describe('the commission rate', () => {
  it('reads 20 % by default, stores a new percent as basis points, audited; 400 out of 0–100', async () => {
    expect((await call('GET', '/api/admin/affiliate-settings')).json()).toEqual({ percentual: 20 });
    const put = (percentual: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/affiliate-settings',
        headers: { cookie: t.admin },
        payload: { percentual },
      });
    expect((await put(12.5)).json()).toEqual({ percentual: 12.5 });
    expect((await call('GET', '/api/admin/affiliate-settings')).json()).toEqual({
      percentual: 12.5,
    });
    const [settings] = await t.db.select().from(platformSettings);
    expect(settings!.affiliate_commission_bp).toBe(1250);
    expect((await put('15,5')).json()).toEqual({ percentual: 15.5 });
    for (const [wrong, message] of [
      [101, 'Percentual de comissão deve estar entre 0 e 100 %.'],
      [-1, 'Percentual de comissão deve estar entre 0 e 100 %.'],
      ['vinte', 'Percentual de comissão deve ser um número.'],
      ['', 'Percentual de comissão é obrigatório.'],
    ] as const)
      expect((await put(wrong)).json().error.fields).toEqual({ percentual: message });
    const [audit] = await t.db.select().from(adminActionsAudit);
    expect(audit).toMatchObject({
      action_type: 'update_affiliate_commission_rate',
      details: { de_bp: 2000, para_bp: 1250 },
    });
  });
});
