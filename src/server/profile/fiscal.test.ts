import { describe, expect, it } from 'vitest';
import { fiscalSettings as fiscalAnswer } from '../../domain/companies/fiscal-contracts.ts';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { moneyless } from '../../domain/pilot-view.ts';
import { fiscalSettings } from '../db/schema/index.ts';
import { makePfx, type TestCertificate } from '../test/certificates.ts';
import { answer, expectFieldError } from '../test/contracts.ts';
import { sendForm } from '../test/multipart.ts';
import { callAs, joinCompany, signUpCompany } from '../test/session.ts';
import { useTestApp } from '../test/app.ts';
import { openCertificate } from './certificate-vault.ts';

// Issue 44 item 2: the company's fiscal settings for the NFS-e and its A1 certificate.

const KEY = 'a1'.repeat(32);
const NOW = new Date('2026-12-01T12:00:00-03:00');
const t = useTestApp({ now: NOW, env: { CERTIFICATE_KEY: KEY } });

/** The RFB's example of an alphanumeric CNPJ (IN RFB 2.229/2024), the company's here. */
const CNPJ = '12ABC34501DE35';
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 3600 * 1000);
const SETTINGS = {
  inscricao_municipal: '12345',
  municipio_ibge: '5107925', // Sorriso (MT)
  iss_retido: true,
  codigo_tributacao_nacional: '07.13.01',
  nbs: '',
  ambiente: 'homologacao',
};

async function company(cnpj: string | null = CNPJ) {
  const owner = await signUpCompany(t.app);
  if (cnpj) {
    const res = await callAs(t.app, owner.cookie, 'PATCH', '/api/company', {
      company_name: 'Aero Sul Aviação Agrícola',
      cnpj,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return owner;
}

const certificate = (options: Partial<TestCertificate> = {}) =>
  makePfx({
    cnpj: CNPJ,
    validFrom: days(-30),
    validUntil: days(335),
    password: 'senha-do-certificado',
    ...options,
  });

const upload = (cookie: string, pfx: Buffer, senha = 'senha-do-certificado') =>
  sendForm(
    t.app,
    { method: 'PUT', url: '/api/company/fiscal/certificado', cookie },
    { senha },
    { name: 'empresa.pfx', content: pfx, type: 'application/x-pkcs12' },
  );

describe('fiscal settings', () => {
  it('answers the defaults, then what the owner saved (cTribNac 07.13.01 of LC 116 item 7.13)', async () => {
    const { cookie } = await company();
    const before = answer(
      await callAs(t.app, cookie, 'GET', '/api/company/fiscal'),
      200,
      fiscalAnswer,
    );
    expect(before).toEqual({
      inscricao_municipal: null,
      municipio_ibge: null,
      iss_retido: false,
      codigo_tributacao_nacional: '071301',
      nbs: null,
      ambiente: 'homologacao',
      certificado: null,
    });
    const saved = await callAs(t.app, cookie, 'PUT', '/api/company/fiscal', {
      ...SETTINGS,
      nbs: '1.0101.10.00',
      ambiente: 'producao',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(
      (await callAs(t.app, cookie, 'GET', '/api/company/fiscal')).json(),
    );
    expect(saved.json()).toEqual({
      inscricao_municipal: '12345',
      municipio_ibge: '5107925',
      iss_retido: true,
      codigo_tributacao_nacional: '071301',
      nbs: '101011000',
      ambiente: 'producao',
      certificado: null,
    });
  });

  it.each([
    ['municipio_ibge', '5107926', 'Código IBGE do município inválido: confira o dígito final.'],
    ['municipio_ibge', '510792', 'Código IBGE do município: são 7 dígitos.'],
    [
      'codigo_tributacao_nacional',
      '7.13',
      'Código de tributação nacional: são 6 dígitos (item, subitem e desdobro).',
    ],
    ['nbs', '1.0101', 'NBS: são 9 dígitos.'],
    ['ambiente', 'teste', 'Selecione o ambiente.'],
  ])('refuses %s %j with 400 naming it', async (field, value, message) => {
    const { cookie } = await company();
    const res = await callAs(t.app, cookie, 'PUT', '/api/company/fiscal', {
      ...SETTINGS,
      [field]: value,
    });
    expectFieldError(res, field, message);
    expect(await t.db.select().from(fiscalSettings)).toEqual([]);
  });

  it('is for the owner and admins: a pilot gets 403 on every route', async () => {
    const owner = await company();
    const admin = await joinCompany(t.app, owner.companyId, 'admin', 'admin@aerosul.com.br');
    const pilot = await joinCompany(t.app, owner.companyId, 'pilot', 'piloto@aerosul.com.br');
    expect(
      (await callAs(t.app, admin.cookie, 'PUT', '/api/company/fiscal', SETTINGS)).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/company/fiscal'],
      ['PUT', '/api/company/fiscal'],
      ['DELETE', '/api/company/fiscal/certificado'],
    ] as const) {
      const res = await callAs(
        t.app,
        pilot.cookie,
        method,
        url,
        method === 'PUT' ? SETTINGS : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await upload(pilot.cookie, certificate())).statusCode).toBe(403);
  });
});

describe('the A1 certificate', () => {
  it('is kept encrypted and answered only as its holder, CNPJ and validity', async () => {
    const { cookie } = await company();
    const pfx = certificate();
    const res = await upload(cookie, pfx);
    expect(res.statusCode, res.body).toBe(200);
    const summary = {
      titular: `AERO SUL AVIACAO AGRICOLA LTDA:${CNPJ}`,
      cnpj: CNPJ,
      valido_de: days(-30).toISOString(),
      valido_ate: days(335).toISOString(),
      dias_restantes: 335,
      alerta: false,
    };
    expect(res.json()).toEqual(summary);
    const read = await callAs(t.app, cookie, 'GET', '/api/company/fiscal');
    expect(read.json().certificado).toEqual(summary);
    for (const body of [res.body, read.body]) {
      expect(body).not.toContain('senha-do-certificado');
      expect(body).not.toContain(pfx.toString('base64').slice(0, 40));
    }
    // At rest: neither the file nor its password in the clear; the key opens them.
    const [row] = await t.db.select().from(fiscalSettings);
    const sealed = row!.certificado_cifrado!;
    expect(sealed.includes(pfx.subarray(0, 64))).toBe(false);
    expect(sealed.includes(Buffer.from('senha-do-certificado'))).toBe(false);
    expect(sealed.includes(Buffer.from(pfx.toString('base64').slice(0, 40)))).toBe(false);
    expect(openCertificate(Buffer.from(KEY, 'hex'), sealed)).toEqual({
      pfx,
      senha: 'senha-do-certificado',
    });
    expect(() => openCertificate(Buffer.from('b2'.repeat(32), 'hex'), sealed)).toThrow();

    const removed = await callAs(t.app, cookie, 'DELETE', '/api/company/fiscal/certificado');
    expect(removed.statusCode).toBe(204);
    expect(
      (await callAs(t.app, cookie, 'GET', '/api/company/fiscal')).json().certificado,
    ).toBeNull();
    const [after] = await t.db.select().from(fiscalSettings);
    expect(after!.certificado_cifrado).toBeNull();
  });

  it.each([
    [
      "another company's CNPJ",
      { cnpj: '11222333000181' },
      undefined,
      'arquivo',
      'Este certificado é do CNPJ 11.222.333/0001-81, não do CNPJ da empresa (12.ABC.345/01DE-35).',
    ],
    [
      'an expired one',
      { validFrom: days(-400), validUntil: days(-1) },
      undefined,
      'arquivo',
      'Este certificado venceu em 30/11/2026.',
    ],
    [
      'one not yet valid',
      { validFrom: days(2), validUntil: days(367) },
      undefined,
      'arquivo',
      'Este certificado só vale a partir de 03/12/2026.',
    ],
    [
      'one without a CNPJ',
      { cnpj: null },
      undefined,
      'arquivo',
      'Este certificado não traz um CNPJ: envie o e-CNPJ A1 da empresa.',
    ],
    ['a wrong password', {}, 'outra-senha', 'senha', 'Senha do certificado incorreta.'],
  ] as const)(
    'refuses %s with 400 in Portuguese, keeping nothing',
    async (_, options, senha, field, message) => {
      const { cookie } = await company();
      expectFieldError(await upload(cookie, certificate(options), senha), field, message);
      expect(await t.db.select().from(fiscalSettings)).toEqual([]);
    },
  );

  it("is among the dashboard's document alerts 30 days before its end, for the office only", async () => {
    const owner = await company();
    const pilot = await joinCompany(t.app, owner.companyId, 'pilot', 'piloto@aerosul.com.br');
    // A pilot's dashboard is the contract without its amounts (decision 034).
    const documents = async (cookie: string, schema = dashboardResponse) =>
      answer(await callAs(t.app, cookie, 'GET', '/api/dashboard'), 200, schema).documents;
    expect((await upload(owner.cookie, certificate())).json()).toMatchObject({
      dias_restantes: 335,
      alerta: false,
    });
    expect(await documents(owner.cookie)).toEqual([]);
    // Valid until 21/12/2026 at noon in São Paulo: 20 days after 01/12.
    expect(
      (await upload(owner.cookie, certificate({ validUntil: days(20) }))).json(),
    ).toMatchObject({
      dias_restantes: 20,
      alerta: true,
    });
    expect(await documents(owner.cookie)).toEqual([
      {
        register: 'company',
        id: owner.companyId,
        name: `AERO SUL AVIACAO AGRICOLA LTDA:${CNPJ}`,
        document: 'Certificado digital A1 (NFS-e)',
        expires: '2026-12-21',
        days: 20,
      },
    ]);
    expect(
      await documents(pilot.cookie, moneyless(dashboardResponse) as typeof dashboardResponse),
    ).toEqual([]);
  });

  it("reads the CNPJ from the subjectAltName's otherName 2.16.76.1.3.3 (ICP-Brasil)", async () => {
    const { cookie } = await company();
    const res = await upload(cookie, certificate({ cnpjInCommonName: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ titular: 'AERO SUL AVIACAO AGRICOLA LTDA', cnpj: CNPJ });
  });

  it('refuses what is not a certificate, and a certificate before the company has a CNPJ', async () => {
    const { cookie } = await company(null);
    expectFieldError(
      await upload(cookie, Buffer.from('não é um certificado')),
      'arquivo',
      'O arquivo não é um certificado A1 (.pfx ou .p12).',
    );
    expectFieldError(
      await upload(cookie, certificate()),
      'arquivo',
      'Cadastre o CNPJ da empresa em Dados da empresa antes de enviar o certificado.',
    );
    expectFieldError(await upload(cookie, certificate(), ''), 'senha', 'Senha é obrigatória.');
  });
});
