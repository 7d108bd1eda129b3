import { generateKeyPairSync, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import type forge from 'node-forge';
import { emissionTime, escapeXml, NFSE_NAMESPACE } from '../../domain/fiscal/dps.ts';
import { onFirstUse } from '../platform/on-first-use.ts';
import { packXml, unpackXml } from './national-api.ts';
import { signatureHolds, signingCertificateOf, signXml, type KeyPair } from './signature.ts';
import { schemaErrors } from './xsd-check.ts';

// A local stand-in of the national NFS-e API (Sefin Nacional) for tests and development (issue
// 44 item 4), as the Stripe adapter has one: HTTPS with mutual TLS (a client without a
// certificate is cut off in the handshake), the DPS checked against the official XSD and its
// XMLDSig (made with the client's own certificate), and the answers of national-api.ts: the
// NFS-e with its access key and number, the errors' shape, 'consultar DPS' by its Id and the
// cancellation event. It keeps what it issued in memory. Its error codes are its own (E-codes
// in the API's shape), each with the API's kind of Portuguese text.

export type StandInNfse = {
  idDps: string;
  chaveAcesso: string;
  numero: number;
  nfseXml: string;
  cancelada: boolean;
};

export type NfseStandIn = {
  url: string;
  /** The PEM of its TLS certificate, for the client to trust. */
  ca: string;
  issued: () => StandInNfse[];
  /** Requests as method and path, in the order received. */
  requests: { method: string; path: string }[];
  /** Issues the next DPS but drops the connection before answering (a send cut mid-way). */
  dropNextAnswer: () => void;
  /** Municípios (IBGE) that have not joined the national NFS-e: their DPS are refused. */
  withoutAdhesion: Set<string>;
  /** Forgets what it issued and was asked (between tests); its numbers go on. */
  reset: () => void;
  close: () => Promise<void>;
};

const nodeForge = onFirstUse<typeof forge>('node-forge');

/** A self-signed TLS certificate for localhost and 127.0.0.1, made at start. */
function serverKeys(): KeyPair {
  const lib = nodeForge();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = lib.pki.createCertificate();
  cert.publicKey = lib.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2040, 0, 1));
  const subject = [{ name: 'commonName', value: 'Sefin Nacional (stand-in)' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  cert.sign(lib.pki.privateKeyFromPem(keyPem), lib.md.sha256.create());
  return { keyPem, certPem: lib.pki.certificateToPem(cert), validUntil: cert.validity.notAfter };
}

const UF_OF_IBGE: Record<string, string> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

/** The text of the first element `name` of `xml` (the documents are schema-valid first). */
const field = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

/** A check digit by mod 11 over each character's code minus 48 (as the CNPJ's), weights 2–9. */
function checkDigit(text: string): string {
  let sum = 0;
  [...text].reverse().forEach((c, i) => (sum += (c.charCodeAt(0) - 48) * (2 + (i % 8))));
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

type Refusal = { status: number; codigo: string; descricao: string };
const refusal = (status: number, codigo: string, descricao: string): Refusal => ({
  status,
  codigo,
  descricao,
});

/** The holder's CN and the certificate (base64 DER) the client presented in the handshake. */
function clientOf(socket: TLSSocket) {
  const peer = socket.getPeerCertificate() as Partial<PeerCertificate> | null;
  if (!peer?.raw) return null;
  return { cn: String(peer.subject?.CN ?? ''), der: peer.raw.toString('base64') };
}

export async function startNfseStandIn(
  options: { port?: number; host?: string } = {},
): Promise<NfseStandIn> {
  const keys = serverKeys();
  const byDps = new Map<string, StandInNfse>();
  const requests: { method: string; path: string }[] = [];
  const withoutAdhesion = new Set<string>();
  let dropNext = false;
  let lastNumber = 0;

  /** The checks of a signed document: its schema, its signature, signed by the TLS client. */
  async function checked(xml: string, schema: 'DPS' | 'pedRegEvento', client: { der: string }) {
    const errors = await schemaErrors(xml, schema);
    if (errors.length)
      return refusal(400, 'E1235', `Falha no esquema XML: ${errors.slice(0, 3).join('; ')}`);
    if (!signatureHolds(xml))
      return refusal(
        400,
        'E0714',
        'Assinatura digital inválida: o documento foi alterado ou a assinatura não confere.',
      );
    if (signingCertificateOf(xml) !== client.der)
      return refusal(
        400,
        'E0715',
        'O certificado da assinatura não é o certificado da conexão (mTLS).',
      );
    return null;
  }

  function issue(dps: string, client: { cn: string }): StandInNfse {
    const idDps = /Id="(DPS[0-9A-Z]+)"/.exec(dps)![1]!;
    const cMun = field(dps, 'cLocEmi');
    const cnpj = field(dps, 'CNPJ');
    const numero = ++lastNumber;
    const now = new Date();
    const yymm = emissionTime(now).slice(2, 7).replace('-', '');
    const partial = `${cMun}22${cnpj}${String(numero).padStart(13, '0')}${yymm}${String(randomInt(1e9)).padStart(9, '0')}`;
    const chaveAcesso = partial + checkDigit(partial);
    const vServ = Number(field(dps, 'vServ'));
    const aliquota = Number(field(dps, 'pAliq') || '0');
    const iss = Math.round(vServ * aliquota) / 100;
    const retido = field(dps, 'tpRetISSQN') === '2';
    const money = (value: number) => (value === 0 ? '0' : value.toFixed(2));
    const name = client.cn.split(':')[0] || cnpj;
    const inner = dps.replace(/^<\?xml[^>]*>/, '');
    const inf =
      `<xLocEmi>${cMun}</xLocEmi><xLocPrestacao>${field(dps, 'cLocPrestacao')}</xLocPrestacao>` +
      `<nNFSe>${numero}</nNFSe><xTribNac>Código ${field(dps, 'cTribNac')}</xTribNac>` +
      `<verAplic>stand-in</verAplic><ambGer>2</ambGer><tpEmis>1</tpEmis><cStat>100</cStat>` +
      `<dhProc>${emissionTime(now)}</dhProc><nDFSe>${numero}</nDFSe>` +
      `<emit><CNPJ>${cnpj}</CNPJ><xNome>${escapeXml(name)}</xNome><enderNac>` +
      `<xLgr>Cadastro Nacional</xLgr><nro>S/N</nro><xBairro>Centro</xBairro><cMun>${cMun}</cMun>` +
      `<UF>${UF_OF_IBGE[cMun.slice(0, 2)] ?? 'SP'}</UF><CEP>00000000</CEP></enderNac></emit>` +
      `<valores><vBC>${money(vServ)}</vBC><pAliqAplic>${aliquota.toFixed(2)}</pAliqAplic>` +
      `<vISSQN>${money(iss)}</vISSQN>${retido ? `<vTotalRet>${money(iss)}</vTotalRet>` : ''}` +
      `<vLiq>${money(retido ? vServ - iss : vServ)}</vLiq></valores>${inner}`;
    const unsigned = `<NFSe xmlns="${NFSE_NAMESPACE}" versao="1.01"><infNFSe Id="NFS${chaveAcesso}">${inf}</infNFSe></NFSe>`;
    const nfse = {
      idDps,
      chaveAcesso,
      numero,
      nfseXml: signXml(unsigned, 'infNFSe', keys),
      cancelada: false,
    };
    byDps.set(idDps, nfse);
    return nfse;
  }

  const findByKey = (chave: string) => [...byDps.values()].find((n) => n.chaveAcesso === chave);

  async function answer(
    method: string,
    path: string,
    body: Record<string, unknown>,
    client: { cn: string; der: string },
  ) {
    const base = {
      tipoAmbiente: 2,
      versaoAplicativo: 'stand-in',
      dataHoraProcessamento: emissionTime(new Date()),
    };
    if (method === 'POST' && path === '/nfse') {
      if (typeof body.dpsXmlGZipB64 !== 'string')
        return refusal(400, 'E1226', 'Estrutura descompactada mal formada: falta dpsXmlGZipB64.');
      const dps = unpackXml(body.dpsXmlGZipB64);
      const problem = await checked(dps, 'DPS', client);
      if (problem) return problem;
      const cMun = field(dps, 'cLocEmi');
      if (withoutAdhesion.has(cMun))
        return refusal(
          400,
          'E0037',
          `O município emissor (${cMun}) não aderiu ao emissor nacional da NFS-e.`,
        );
      const idDps = /Id="(DPS[0-9A-Z]+)"/.exec(dps)![1]!;
      if (byDps.has(idDps))
        return refusal(400, 'E0014', `A DPS ${idDps} já foi utilizada na geração de uma NFS-e.`);
      const nfse = issue(dps, client);
      return {
        status: 201,
        body: {
          ...base,
          idDps,
          chaveAcesso: nfse.chaveAcesso,
          nfseXmlGZipB64: packXml(nfse.nfseXml),
          alertas: [],
        },
      };
    }
    const dpsMatch = /^\/dps\/([^/]+)$/.exec(path);
    if (method === 'GET' && dpsMatch) {
      const found = byDps.get(decodeURIComponent(dpsMatch[1]!));
      if (!found) return refusal(404, 'E0404', 'DPS não encontrada.');
      return { status: 200, body: { ...base, idDps: found.idDps, chaveAcesso: found.chaveAcesso } };
    }
    const nfseMatch = /^\/nfse\/([0-9A-Z]+)(\/eventos)?$/.exec(path);
    const found = nfseMatch ? findByKey(nfseMatch[1]!) : undefined;
    if (nfseMatch && !found) return refusal(404, 'E0404', 'NFS-e não encontrada.');
    if (method === 'GET' && nfseMatch && !nfseMatch[2])
      return {
        status: 200,
        body: { ...base, chaveAcesso: found!.chaveAcesso, nfseXmlGZipB64: packXml(found!.nfseXml) },
      };
    if (method === 'POST' && nfseMatch?.[2]) {
      if (typeof body.pedidoRegistroEventoXmlGZipB64 !== 'string')
        return refusal(
          400,
          'E1226',
          'Estrutura descompactada mal formada: falta pedidoRegistroEventoXmlGZipB64.',
        );
      const event = unpackXml(body.pedidoRegistroEventoXmlGZipB64);
      const problem = await checked(event, 'pedRegEvento', client);
      if (problem) return problem;
      if (field(event, 'chNFSe') !== found!.chaveAcesso)
        return refusal(400, 'E0840', 'A chave do evento não é a da NFS-e do endereço.');
      if (found!.cancelada) return refusal(400, 'E0840', 'Esta NFS-e já está cancelada.');
      found!.cancelada = true;
      const id = `EVT${found!.chaveAcesso}101101001`;
      const evento = `<evento xmlns="${NFSE_NAMESPACE}" versao="1.01"><infEvento Id="${id}"><verAplic>stand-in</verAplic><ambGer>2</ambGer><nSeqEvento>1</nSeqEvento><dhProc>${emissionTime(new Date())}</dhProc><nDFe>${found!.numero}</nDFe>${event.replace(/^<\?xml[^>]*>/, '')}</infEvento></evento>`;
      return {
        status: 201,
        body: { ...base, eventoXmlGZipB64: packXml(signXml(evento, 'infEvento', keys)) },
      };
    }
    return refusal(404, 'E0404', 'Recurso não encontrado.');
  }

  const server: Server = createServer(
    { key: keys.keyPem, cert: keys.certPem, requestCert: true, rejectUnauthorized: false },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const client = clientOf(req.socket as TLSSocket);
        // Mutual TLS: no client certificate, no answer (the handshake's check below may come late).
        if (!client) return req.socket.destroy();
        const path = new URL(req.url ?? '/', 'https://stand-in').pathname.replace(
          /^\/SefinNacional/,
          '',
        );
        requests.push({ method: req.method ?? '', path });
        let body: Record<string, unknown> = {};
        try {
          body = chunks.length
            ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
            : {};
        } catch {
          body = {};
        }
        void answer(req.method ?? '', path, body, client).then((result) => {
          if (dropNext && result.status === 201 && path === '/nfse') {
            dropNext = false;
            req.socket.destroy();
            return;
          }
          const payload =
            'codigo' in result
              ? {
                  tipoAmbiente: 2,
                  versaoAplicativo: 'stand-in',
                  erros: [{ Codigo: result.codigo, Descricao: result.descricao }],
                }
              : result.body;
          res.writeHead(result.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        });
      });
    },
  );
  // Mutual TLS: a connection whose client shows no certificate is cut in the handshake.
  server.on('secureConnection', (socket: TLSSocket) => {
    if (!clientOf(socket)) socket.destroy();
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}/SefinNacional`,
    ca: keys.certPem,
    issued: () => [...byDps.values()],
    requests,
    dropNextAnswer: () => (dropNext = true),
    withoutAdhesion,
    reset: () => {
      byDps.clear();
      requests.length = 0;
      withoutAdhesion.clear();
      dropNext = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
