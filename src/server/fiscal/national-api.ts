import { request } from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { KeyPair } from './signature.ts';

// The national NFS-e API (Sefin Nacional, issue 44 item 3) over mutual TLS: the company's A1
// certificate is the client certificate. Documents travel as JSON, each XML gzipped in base64.
//   POST /nfse                     { dpsXmlGZipB64 }                   → 201 { chaveAcesso, nfseXmlGZipB64 }
//   GET  /dps/{idDps}                                                  → 200 { chaveAcesso } | 404
//   GET  /nfse/{chaveAcesso}                                           → 200 { nfseXmlGZipB64 }
//   POST /nfse/{chaveAcesso}/eventos { pedidoRegistroEventoXmlGZipB64 } → 201 { eventoXmlGZipB64 }
// A refusal answers 4xx with { erros: [{ Codigo, Descricao, Complemento? }] }.

/** Where the API is and what to trust besides the system's authorities (the stand-in's CA). */
export type NationalApi = { baseUrl: string; ca: string | undefined; keys: KeyPair };

/** One of the API's errors, as it answers them (in Portuguese). */
export type ApiError = { codigo: string; descricao: string };

/** The API answered, but not with what was asked: its errors. */
export class NfseRefused extends Error {
  constructor(
    readonly errors: ApiError[],
    readonly status: number,
  ) {
    super(errors.map((e) => `${e.codigo}: ${e.descricao}`).join('; '));
  }
}

/** No answer came (refused connection, dropped mid-way, timeout): the outcome is unknown. */
export class NfseUnreachable extends Error {}

const TIMEOUT_MS = 30_000;

export const packXml = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
export const unpackXml = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

type Answer = { status: number; body: Record<string, unknown> };

function call(api: NationalApi, method: 'GET' | 'POST', path: string, body?: object) {
  const url = new URL(api.baseUrl.replace(/\/$/, '') + path);
  const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        key: api.keys.keyPem,
        cert: api.keys.certPem,
        ...(api.ca && { ca: api.ca }),
        headers: {
          accept: 'application/json',
          ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new NfseUnreachable(error.message)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = {};
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => reject(new NfseUnreachable(error.message)));
    req.end(payload);
  });
}

/** The API's errors from a refusal (its `erros`, or one made of its status). */
function errorsOf(answer: Answer): ApiError[] {
  const list = Array.isArray(answer.body.erros)
    ? (answer.body.erros as Record<string, unknown>[])
    : [];
  const errors = list.map((e) => ({
    codigo: String(e.Codigo ?? e.codigo ?? ''),
    descricao: [e.Descricao ?? e.descricao, e.Complemento ?? e.complemento]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' — '),
  }));
  return errors.length
    ? errors
    : [{ codigo: `HTTP ${answer.status}`, descricao: 'Resposta inesperada da API nacional.' }];
}

const expect = (answer: Answer, status: number) => {
  if (answer.status !== status) throw new NfseRefused(errorsOf(answer), answer.status);
  return answer.body;
};

/** Sends a signed DPS; the NFS-e generated (its access key and XML), or the API's refusal. */
export async function sendDps(api: NationalApi, signedDps: string) {
  const body = expect(await call(api, 'POST', '/nfse', { dpsXmlGZipB64: packXml(signedDps) }), 201);
  return { chaveAcesso: String(body.chaveAcesso), nfseXml: unpackXml(String(body.nfseXmlGZipB64)) };
}

/** The access key of the NFS-e a DPS became, or null when the API has no such DPS. */
export async function findDps(api: NationalApi, idDps: string): Promise<string | null> {
  const answer = await call(api, 'GET', `/dps/${encodeURIComponent(idDps)}`);
  if (answer.status === 404) return null;
  return String(expect(answer, 200).chaveAcesso);
}

/** The XML of the NFS-e of `chaveAcesso`. */
export async function fetchNfse(api: NationalApi, chaveAcesso: string): Promise<string> {
  const body = expect(await call(api, 'GET', `/nfse/${encodeURIComponent(chaveAcesso)}`), 200);
  return unpackXml(String(body.nfseXmlGZipB64));
}

/** Registers a signed event (the cancellation) of the NFS-e; the event's XML the API answers. */
export async function sendEvent(api: NationalApi, chaveAcesso: string, signedEvent: string) {
  const body = expect(
    await call(api, 'POST', `/nfse/${encodeURIComponent(chaveAcesso)}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: packXml(signedEvent),
    }),
    201,
  );
  return unpackXml(String(body.eventoXmlGZipB64));
}
