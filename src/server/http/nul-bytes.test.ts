import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages.ts';
import { clients, companies, operationAttachments, operations, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, newOperation, type Call } from '../test/operations.ts';
import { sendForm } from '../test/multipart.ts';
import { captchaId, TEST_CAPTCHA, TEST_PASSWORD } from '../test/session.ts';
import { nulBytePath } from './nul-bytes.ts';

const t = useTestApp();
const NUL = '\u0000';

describe('nulBytePath', () => {
  it.each<[unknown, string | null]>([
    [{ nome: 'Boa Vista' }, null],
    [{ nome: `Boa${NUL}Vista` }, 'nome'],
    [
      { products: [{ receituario_numero: 'ok' }, { receituario_numero: `x${NUL}` }] },
      'products.1.receituario_numero',
    ],
    [{ [`chave${NUL}`]: 1 }, `chave${NUL}`],
    [[`a${NUL}`], '0'],
    [Buffer.from(`a${NUL}b`), null],
    [null, null],
    // A lone surrogate answered 500 where a jsonb column got it (the admin's company audit).
    [{ nome: 'a\ud800b' }, 'nome'],
    [{ nome: 'a\udfffb' }, 'nome'],
    [{ nome: 'fim\ud83c' }, 'nome'],
    [{ nome: 'soja 🌱 verde' }, null],
  ])('finds the first string with U+0000 or a lone surrogate in %o: %s', (value, path) => {
    expect(nulBytePath(value)).toBe(path);
  });

  it('walks JSON nested deeper than the call stack would allow', () => {
    let deep: unknown = `fim${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulBytePath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('a NUL byte in any text the API receives', () => {
  /** Every write the test tries; each answers 400 naming `field`, and stores nothing. */
  const cases: [string, (ids: Awaited<ReturnType<typeof companyReadyToFly>>) => Call, string][] = [
    [
      'a register created',
      () => ({
        method: 'POST',
        url: '/api/registers/clients',
        payload: { nome: `Agropecuária${NUL}Boa Vista`, uf: 'MT' },
      }),
      'nome',
    ],
    [
      'an operation, in a product line',
      ({ complete }) => ({
        method: 'POST',
        url: '/api/operations',
        payload: {
          ...complete,
          products: [{ ...complete.products[0], receituario_numero: `RA${NUL}1` }],
        },
      }),
      'products.0.receituario_numero',
    ],
    [
      'a query string',
      () => ({ method: 'GET', url: '/api/registers/clients?busca=Boa%00Vista' }),
      'busca',
    ],
  ];

  it.each(cases)('refuses %s with 400, naming the field', async (_name, call, field) => {
    const ready = await companyReadyToFly(t.app);
    const clientsBefore = await t.db.select().from(clients);
    const res = await ready.owner(call(ready));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'INVALID_CHARACTERS',
        message: `O campo ${field} contém caracteres inválidos.`,
        fields: { [field]: ERRORS.INVALID_CHARACTERS.message },
      },
    });
    expect(await t.db.select().from(clients)).toHaveLength(clientsBefore.length);
    expect(await t.db.select().from(operations)).toEqual([]);
  });

  it('refuses a sign-up with a NUL in the company name, creating no one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        companyName: `Aero${NUL}Sul`,
        email: 'dono@aerosul.com.br',
        password: TEST_PASSWORD,
        captchaId: await captchaId(t.app),
        captchaCode: TEST_CAPTCHA,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_CHARACTERS',
      fields: { companyName: ERRORS.INVALID_CHARACTERS.message },
    });
    expect(await t.db.select().from(companies)).toEqual([]);
    expect(await t.db.select().from(users)).toEqual([]);
  });
});

describe('a NUL byte in a multipart upload (read by the route, after the hook)', () => {
  it('refuses a file name with NUL with 400 from the database refusal, storing nothing', async () => {
    const fly = await companyReadyToFly(t.app);
    const operation = await newOperation(fly.owner, fly.complete);
    const res = await sendForm(
      t.app,
      {
        method: 'POST',
        url: `/api/operations/${operation}/anexos`,
        cookie: fly.cookie,
      },
      { tipo: 'dgps' },
      { name: `voo${NUL}.log`, content: Buffer.from('log'), type: 'text/plain' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_CHARACTERS');
    expect(await t.db.select().from(operationAttachments)).toEqual([]);
  });
});
