import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DpsInput } from '../../domain/fiscal/dps.ts';
import { keyPairOf } from '../fiscal/signature.ts';
import { startNfseStandIn, type NfseStandIn } from '../fiscal/stand-in.ts';
import { accountingCompany } from './accounting.ts';
import { makePfx } from './certificates.ts';
import { sendForm } from './multipart.ts';

// The NFS-e's tests (issue 44): the national API's stand-in for a test file, and a company ready
// to issue — alphanumeric CNPJ, fiscal settings, an A1 certificate, a client with a CNPJ.

/** The RFB's example of an alphanumeric CNPJ (IN RFB 2.229/2024): the company's. */
export const COMPANY_CNPJ = '12ABC34501DE35';
/** Sorriso (MT), IBGE 5107925. */
export const MUNICIPIO = '5107925';
export const CERTIFICATE_KEY = 'a1'.repeat(32);
export const CERTIFICATE_PASSWORD = 'senha-do-certificado';

/**
 * The stand-in listening before the file's tests (register it before `useTestApp`), closed
 * after; `env` holds the variables that point the app at it (read when the app is built).
 */
export function useNfseStandIn() {
  let standIn: NfseStandIn | undefined;
  const caFile = join(mkdtempSync(join(tmpdir(), 'agrovoo-nfse-')), 'stand-in-ca.pem');
  beforeAll(async () => {
    standIn = await startNfseStandIn();
    writeFileSync(caFile, standIn.ca);
  });
  afterAll(() => standIn?.close());
  return {
    get standIn() {
      if (!standIn) throw new Error('useNfseStandIn: the stand-in starts in beforeAll');
      return standIn;
    },
    env: {
      CERTIFICATE_KEY,
      NFSE_CA_FILE: caFile,
      get NFSE_URL_HOMOLOGACAO() {
        return standIn!.url;
      },
    },
  };
}

/**
 * A company ready to fly and to issue its NFS-e: its CNPJ, fiscal settings (Sorriso, ISS not
 * withheld), an A1 certificate valid from `validFrom` to `validUntil`, and its client with an
 * alphanumeric CNPJ and an e-mail.
 */
export async function nfseCompany(
  app: FastifyInstance,
  certificate: { validFrom: Date; validUntil: Date },
  email?: string,
) {
  const co = await accountingCompany(app, email);
  const ok = async (res: { statusCode: number; body: string }) =>
    expect(res.statusCode, res.body).toBe(200);
  await ok(
    await co.owner({
      method: 'PATCH',
      url: '/api/company',
      payload: {
        company_name: 'Aero Sul Aviação Agrícola',
        cnpj: COMPANY_CNPJ,
        municipio: 'Sorriso',
        uf: 'MT',
      },
    }),
  );
  await ok(
    await co.owner({
      method: 'PUT',
      url: '/api/company/fiscal',
      payload: {
        inscricao_municipal: '12345',
        municipio_ibge: MUNICIPIO,
        iss_retido: false,
        codigo_tributacao_nacional: '07.13.01',
        nbs: '1.0101.11.00',
        ambiente: 'homologacao',
      },
    }),
  );
  await ok(
    await co.owner({
      method: 'PUT',
      url: `/api/registers/clients/${co.ids.client}`,
      payload: {
        nome: 'Agropecuária Boa Vista',
        uf: 'MT',
        email: 'financeiro@boavista.agr.br',
        // Another alphanumeric CNPJ, typed with its punctuation and in lowercase.
        documento: '12.abc.345/01de-35',
      },
    }),
  );
  await ok(
    await sendForm(
      app,
      { method: 'PUT', url: '/api/company/fiscal/certificado', cookie: co.cookie },
      { senha: CERTIFICATE_PASSWORD },
      {
        name: 'empresa.pfx',
        content: makePfx({ cnpj: COMPANY_CNPJ, password: CERTIFICATE_PASSWORD, ...certificate }),
        type: 'application/x-pkcs12',
      },
    ),
  );
  return co;
}

/** The key pair of a test A1 certificate of the company's CNPJ, valid all of 2026. */
export const testKeys = (name?: string) =>
  keyPairOf(
    makePfx({
      cnpj: COMPANY_CNPJ,
      name,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-01-01T00:00:00Z'),
      password: CERTIFICATE_PASSWORD,
    }),
    CERTIFICATE_PASSWORD,
  );

/** A DPS of the company in Sorriso: R$ 45.000,00 of aerial application, ISS 5 %, Simples Nacional. */
export const SAMPLE_DPS: DpsInput = {
  ambiente: 'homologacao',
  emitidaEm: new Date('2026-11-23T13:00:00Z'),
  serie: '1',
  numero: 1,
  competencia: '2026-11-20',
  prestador: {
    cnpj: COMPANY_CNPJ,
    inscricaoMunicipal: '12345',
    municipioIbge: MUNICIPIO,
    regime: 'simples_nacional',
  },
  tomador: { documento: '12ABC34501DE35', nome: 'Agropecuária Boa Vista', email: null },
  servico: {
    codigoTributacaoNacional: '071301',
    nbs: '101011100',
    descricao: 'Aplicação aérea de fungicida, 500 ha',
    municipioIbge: MUNICIPIO,
  },
  valores: { servicoCents: 4_500_000, issAliquota: 5, issRetido: false },
};
