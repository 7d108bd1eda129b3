import { request } from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDps, type DpsInput } from '../../domain/fiscal/dps.ts';
import { COMPANY_CNPJ, MUNICIPIO, SAMPLE_DPS, testKeys } from '../test/nfse.ts';
import {
  findDps,
  NfseRefused,
  NfseUnreachable,
  sendDps,
  type NationalApi,
} from './national-api.ts';
import { signXml } from './signature.ts';
import { startNfseStandIn, type NfseStandIn } from './stand-in.ts';

// Issue 44 item 4: the local stand-in of the national NFS-e API refuses what the API refuses —
// a client without a certificate, a DPS off the XSD, a signature that does not hold or is not
// the connection's — in the API's error shape, and answers 'consultar DPS' by its Id.

const keys = testKeys('AERO SUL');
const DPS: DpsInput = { ...SAMPLE_DPS, tomador: null, numero: 7 };
const ID = `DPS${MUNICIPIO}2${COMPANY_CNPJ}00001000000000000007`;

let standIn: NfseStandIn;
let api: NationalApi;
beforeAll(async () => {
  standIn = await startNfseStandIn();
  api = { baseUrl: standIn.url, ca: standIn.ca, keys };
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

/** The API's refusal of `signed`, as its code and text. */
async function refusalOf(signed: string) {
  const error = await sendDps(api, signed).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NfseRefused);
  return (error as NfseRefused).errors[0]!;
}

describe('the NFS-e API stand-in', () => {
  it('cuts a client without a certificate in the TLS handshake', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = request(`${standIn.url}/dps/${ID}`, { ca: standIn.ca }, (res) =>
        resolve(`answered ${res.statusCode}`),
      );
      req.on('error', (error) => resolve(`refused: ${error.message}`));
      req.end();
    });
    expect(outcome).toMatch(/^refused/);
    expect(standIn.requests).toEqual([]);
  });

  it('issues a signed DPS once, and answers it by its Id', async () => {
    expect(await findDps(api, ID)).toBeNull();
    const { chaveAcesso, nfseXml } = await sendDps(api, signXml(buildDps(DPS), 'infDPS', keys));
    // 'NFS' + município (7), ambiente gerador 2, inscrição 2 (CNPJ) and the CNPJ, number (13)…
    expect(chaveAcesso).toMatch(new RegExp(`^${MUNICIPIO}22${COMPANY_CNPJ}\\d{27}$`));
    expect(nfseXml).toContain(`<infNFSe Id="NFS${chaveAcesso}">`);
    expect(await findDps(api, ID)).toBe(chaveAcesso);
    expect(await refusalOf(signXml(buildDps(DPS), 'infDPS', keys))).toEqual({
      codigo: 'E0014',
      descricao: `A DPS ${ID} já foi utilizada na geração de uma NFS-e.`,
    });
  });

  it('refuses a DPS off the XSD, an unsigned one, a changed one and one signed by another', async () => {
    const signed = signXml(buildDps(DPS), 'infDPS', keys);
    expect(
      (await refusalOf(signed.replace('<tpEmit>1</tpEmit>', '<tpEmit>7</tpEmit>'))).codigo,
    ).toBe('E1235');
    expect((await refusalOf(buildDps(DPS))).codigo).toBe('E0714');
    expect(
      (await refusalOf(signed.replace('<vServ>45000.00</vServ>', '<vServ>10.00</vServ>'))).codigo,
    ).toBe('E0714');
    const byAnother = signXml(buildDps(DPS), 'infDPS', testKeys('OUTRA EMPRESA'));
    expect(await refusalOf(byAnother)).toEqual({
      codigo: 'E0715',
      descricao: 'O certificado da assinatura não é o certificado da conexão (mTLS).',
    });
    expect(standIn.issued()).toEqual([]);
  });

  it('can issue and drop the answer, as a connection cut mid-way', async () => {
    standIn.dropNextAnswer();
    const error = await sendDps(api, signXml(buildDps(DPS), 'infDPS', keys)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NfseUnreachable);
    expect(await findDps(api, ID)).toBe(standIn.issued()[0]!.chaveAcesso);
  });
});
