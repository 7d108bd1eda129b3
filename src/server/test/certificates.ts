import forge from 'node-forge';
import { ICP_BRASIL_CNPJ_OID } from '../profile/certificate.ts';

// A1 certificates made for the tests, self-signed, as an e-CNPJ of the ICP-Brasil carries its
// CNPJ: in the subjectAltName, an otherName 2.16.76.1.3.3 (DOC-ICP-04), and at the end of its
// CN ('RAZÃO SOCIAL:CNPJ'). Never a key from anywhere else.

const { asn1 } = forge;

/** One RSA key for every test certificate (made once: generating keys is slow). */
let keys: forge.pki.rsa.KeyPair | undefined;
const keyPair = () => (keys ??= forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 }));

/** subjectAltName with the ICP-Brasil otherName of the CNPJ (an OCTET STRING of its text). */
function cnpjAltName(cnpj: string) {
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(
      asn1.Class.UNIVERSAL,
      asn1.Type.OID,
      false,
      asn1.oidToDer(ICP_BRASIL_CNPJ_OID).getBytes(),
    ),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj),
    ]),
  ]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]);
}

export type TestCertificate = {
  /** The CNPJ it carries (14 characters), or none at all. */
  cnpj: string | null;
  validFrom: Date;
  validUntil: Date;
  password: string;
  /** The holder's name, before ':CNPJ' in the CN. */
  name?: string;
  /** false: the CN is the name alone, the CNPJ only in the subjectAltName. */
  cnpjInCommonName?: boolean;
};

/** A .pfx (PKCS#12, 3DES as most A1 files) holding the key and its self-signed certificate. */
export function makePfx(options: TestCertificate): Buffer {
  const { privateKey, publicKey } = keyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = '01';
  certificate.validity.notBefore = options.validFrom;
  certificate.validity.notAfter = options.validUntil;
  const name = options.name ?? 'AERO SUL AVIACAO AGRICOLA LTDA';
  const subject = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
    {
      name: 'commonName',
      value: options.cnpj && options.cnpjInCommonName !== false ? `${name}:${options.cnpj}` : name,
    },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  if (options.cnpj)
    certificate.setExtensions([{ name: 'subjectAltName', value: cnpjAltName(options.cnpj) }]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], options.password, {
    algorithm: '3des',
  });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}
