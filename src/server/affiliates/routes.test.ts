import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, affiliateReferrals, affiliates } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { callAs } from '../test/session.ts';
import { withNewCode } from './profile.ts';
import { becomeAffiliate, CNPJ, CPF, manualAffiliate, someone } from '../test/affiliates.ts';

const t = useTestApp();
const CODE = /^[A-HJ-NP-Z2-9]{8}$/;

describe('who may use /api/affiliates/me', () => {
  it.each([
    ['GET', '/api/affiliates/me'],
    ['POST', '/api/affiliates/me'],
    ['PATCH', '/api/affiliates/me/pagamento'],
    ['GET', '/api/affiliates/me/comissoes'],
    ['GET', '/api/affiliates/me/referidos'],
    ['POST', '/api/affiliate-invites/accept'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const res = await callAs(t.app, undefined, method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });

  // The spec's words without a session: the affiliate program says 'Não autenticado' (part 1 §5:
  // sending an affiliate invite, the self-created affiliate), a company invite 'Usuário não
  // autenticado' (part 1 §5 'Company invite creation').
  it.each([
    ['POST', '/api/affiliates/me', 'Não autenticado'],
    ['GET', '/api/affiliates/me', 'Não autenticado'],
    ['PATCH', '/api/affiliates/me/pagamento', 'Não autenticado'],
    ['POST', '/api/admin/affiliate-invites', 'Não autenticado'],
    ['POST', '/api/company/invites', 'Usuário não autenticado'],
    ['GET', '/api/admin/affiliates', 'Usuário não autenticado'],
  ] as const)('%s %s without a session says %j', async (method, url, text) => {
    const res = await callAs(t.app, undefined, method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(text);
  });
});

describe('creating the profile', () => {
  it('starts without one, then creates it with a code and the account e-mail, once', async () => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    expect((await callAs(t.app, cookie, 'GET', '/api/affiliates/me')).json()).toEqual({
      affiliate: null,
      codeGenerated: false,
    });
    const res = await callAs(t.app, cookie, 'POST', '/api/affiliates/me', {
      nome_completo: ' Ana Souza ',
      cpf_cnpj: '529.982.247-25',
      telefone: '(65) 99999-0000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome_completo: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      cpf_cnpj: CPF,
      telefone: '(65) 99999-0000',
      status: 'ativo',
      total_referidos: 0,
      total_comissoes: 0,
      saldo_disponivel: 0,
    });
    expect(res.json().affiliate_code).toMatch(CODE);
    const again = await callAs(t.app, cookie, 'POST', '/api/affiliates/me', {
      nome_completo: 'Ana',
      cpf_cnpj: CNPJ,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Você já é um afiliado');
  });

  it.each([
    [{ nome_completo: '', cpf_cnpj: CPF }, 'nome_completo', 'Preencha nome e CPF/CNPJ'],
    [{ nome_completo: 'Ana', cpf_cnpj: '' }, 'cpf_cnpj', 'Preencha nome e CPF/CNPJ'],
    [{ cpf_cnpj: CPF }, 'nome_completo', 'Preencha nome e CPF/CNPJ'],
    [
      { nome_completo: 'Ana', cpf_cnpj: '52998224724' },
      'cpf_cnpj',
      'CPF/CNPJ inválido: confira os dígitos.',
    ],
    [{ nome_completo: 'Ana', cpf_cnpj: CPF, telefone: 'abc' }, 'telefone', 'Telefone inválido.'],
  ])('%j answers 400 naming %s', async (payload, field, message) => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    const res = await callAs(t.app, cookie, 'POST', '/api/affiliates/me', payload);
    expectFieldError(res, field, message);
  });

  it('retries another code when one is taken; after five, logs the failure and writes none', async () => {
    await manualAffiliate(t.db, { affiliate_code: 'AAAAAAAA' });
    const codes = ['AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB'];
    const insert = (email: string) => (code: string | null) =>
      t.db.insert(affiliates).values({
        nome_completo: 'B',
        email,
        cpf_cnpj: CPF,
        affiliate_code: code,
      });
    const logged: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void logged.push(args) };
    await withNewCode(insert('b@exemplo.com.br'), log, () => codes.shift()!);
    expect(codes).toEqual([]);
    const codeOf = async (email: string) =>
      (await t.db.select().from(affiliates).where(eq(affiliates.email, email)))[0]!.affiliate_code;
    expect(await codeOf('b@exemplo.com.br')).toBe('BBBBBBBB');
    expect(logged).toEqual([]);
    // Spec part 2 §8: 'Falha ao gerar código' is logged only, never an error to the user.
    await withNewCode(insert('c@exemplo.com.br'), log, () => 'AAAAAAAA');
    expect(await codeOf('c@exemplo.com.br')).toBeNull();
    expect(logged).toEqual([[{ tries: 5 }, 'Falha ao gerar código']]);
  });

  it('gives a profile without a code one when it is opened', async () => {
    const { cookie, userId } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    await manualAffiliate(t.db, { user_id: userId });
    const first = (await callAs(t.app, cookie, 'GET', '/api/affiliates/me')).json();
    expect(first.codeGenerated).toBe(true);
    expect(first.affiliate.affiliate_code).toMatch(CODE);
    const second = (await callAs(t.app, cookie, 'GET', '/api/affiliates/me')).json();
    expect(second).toMatchObject({ codeGenerated: false, affiliate: first.affiliate });
  });
});

describe('PATCH /api/affiliates/me/pagamento, one field at a time', () => {
  const patch = (cookie: string, payload: object) =>
    callAs(t.app, cookie, 'PATCH', '/api/affiliates/me/pagamento', payload);

  it.each([
    [{ pix_type: 'email' }, { pix_type: 'email' }],
    [{ banco: ' Banco do Brasil ' }, { banco: 'Banco do Brasil' }],
    [{ banco: '' }, { banco: null }],
    [{ agencia: '1234-5' }, { agencia: '1234-5' }],
    [{ conta: '123456-X' }, { conta: '123456-X' }],
    [{ conta: null }, { conta: null }],
    [{ tipo_conta: 'poupanca' }, { tipo_conta: 'poupanca' }],
  ])('%j saves %j', async (payload, saved) => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    await becomeAffiliate(t.app, cookie);
    const res = await patch(cookie, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(saved);
  });

  it.each([
    [{ pix_type: 'boleto' }, 'pix_type', 'Tipo de chave PIX inválido.'],
    [{ agencia: '12a4' }, 'agencia', 'Agência inválida.'],
    [{ conta: 'conta' }, 'conta', 'Conta inválida.'],
    [{ tipo_conta: 'salario' }, 'tipo_conta', 'Tipo de conta inválido.'],
    [{ banco: 'x'.repeat(81) }, 'banco', 'Banco: use no máximo 80 caracteres.'],
    [{ banco: 'A', conta: '1' }, 'body', 'Altere um campo por vez.'],
    [{}, 'body', 'Altere um campo por vez.'],
  ])('%j answers 400 naming %s', async (payload, field, message) => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    await becomeAffiliate(t.app, cookie);
    const res = await patch(cookie, payload);
    expectFieldError(res, field, message);
  });

  it.each([
    ['cpf', CPF, '52998224724', 'CPF'],
    ['cnpj', CNPJ, '11222333000180', 'CNPJ'],
    ['email', 'ana@exemplo.com.br', 'ana@', 'E-mail'],
    ['telefone', '+55 65 99999-0000', '12345', 'Telefone'],
    ['aleatoria', '123e4567-e89b-42d3-a456-426614174000', 'chave', 'Chave aleatória'],
  ])('a %s key: %s is kept, %s answers 400 under pix_key', async (type, good, bad, label) => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    await becomeAffiliate(t.app, cookie);
    await patch(cookie, { pix_type: type });
    const wrong = await patch(cookie, { pix_key: bad });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      pix_key: `Chave PIX inválida para o tipo ${label}.`,
    });
    const right = await patch(cookie, { pix_key: good });
    expect(right.statusCode).toBe(200);
    expect(right.json().pix_key).toBe(good);
  });

  it('asks for the type before a key, and a new type the key does not fit clears it', async () => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    await becomeAffiliate(t.app, cookie);
    const early = await patch(cookie, { pix_key: CPF });
    expect(early.json().error.fields.pix_key).toBe('Escolha o tipo da chave PIX primeiro.');
    await patch(cookie, { pix_type: 'cpf' });
    await patch(cookie, { pix_key: CPF });
    expect((await patch(cookie, { pix_type: 'cpf' })).json().pix_key).toBe(CPF);
    expect((await patch(cookie, { pix_type: 'email' })).json()).toMatchObject({
      pix_type: 'email',
      pix_key: null,
    });
  });

  it('answers 404 to a user without a profile', async () => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    const res = await patch(cookie, { banco: 'Itaú' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the lists and the cards', () => {
  it('pages commissions and referrals on the server, derives the cards, shows only mine', async () => {
    const ana = await someone(t.app, t.db, 'ana@exemplo.com.br');
    const bia = await someone(t.app, t.db, 'bia@exemplo.com.br');
    await becomeAffiliate(t.app, ana.cookie);
    await becomeAffiliate(t.app, bia.cookie, 'Bia Lima');
    const [mine] = await t.db.select().from(affiliates).where(eq(affiliates.user_id, ana.userId));
    await t.db.insert(affiliateReferrals).values(
      Array.from({ length: 21 }, (_, i) => ({
        affiliate_id: mine!.id,
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await t.db.insert(affiliateCommissions).values(
      Array.from({ length: 21 }, (_, i) => ({
        affiliate_id: mine!.id,
        tipo_comissao: 'assinatura',
        valor_base: 5990,
        valor_comissao: 1198,
        status: i < 20 ? ('pendente' as const) : ('pago' as const),
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const page1 = (await callAs(t.app, ana.cookie, 'GET', '/api/affiliates/me/referidos')).json();
    expect(page1).toMatchObject({ total: 21, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].created_at).toBe('2026-01-21T00:00:00.000Z');
    const page2 = await callAs(t.app, ana.cookie, 'GET', '/api/affiliates/me/referidos?pagina=2');
    expect(page2.json().items).toHaveLength(1);
    const commissions = await callAs(
      t.app,
      ana.cookie,
      'GET',
      '/api/affiliates/me/comissoes?pagina=2',
    );
    expect(commissions.json()).toMatchObject({ total: 21, items: [{ valor_comissao: 1198 }] });
    const me = (await callAs(t.app, ana.cookie, 'GET', '/api/affiliates/me')).json();
    expect(me.affiliate).toMatchObject({
      total_referidos: 21,
      total_comissoes: 21 * 1198,
      saldo_disponivel: 20 * 1198,
    });

    const hers = (await callAs(t.app, bia.cookie, 'GET', '/api/affiliates/me/comissoes')).json();
    expect(hers).toEqual({ items: [], total: 0, pageSize: 20 });
    const herMe = (await callAs(t.app, bia.cookie, 'GET', '/api/affiliates/me')).json();
    expect(herMe.affiliate).toMatchObject({ nome_completo: 'Bia Lima', total_referidos: 0 });
  });

  it('answers 404 to the lists without a profile, and 400 to a bad page', async () => {
    const { cookie } = await someone(t.app, t.db, 'ana@exemplo.com.br');
    expect((await callAs(t.app, cookie, 'GET', '/api/affiliates/me/referidos')).statusCode).toBe(
      404,
    );
    await becomeAffiliate(t.app, cookie);
    const bad = await callAs(t.app, cookie, 'GET', '/api/affiliates/me/comissoes?pagina=0');
    expect(bad.statusCode).toBe(400);
  });
});
