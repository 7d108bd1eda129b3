import type forge from 'node-forge';
import type * as XmlCrypto from 'xml-crypto';
import { onFirstUse } from '../platform/on-first-use.ts';

// The XMLDSig of the Padrão Nacional (issue 44 item 3): the DPS (and the cancellation's
// pedRegEvento) signed enveloped, its Reference the signed element's Id, C14N 1.0 as the
// canonicalization and transform, RSA-SHA256 over a SHA-256 digest, and the certificate in
// KeyInfo/X509Data, as the contributors' manual of the national API asks.

// Both libraries load with the first certificate read or document signed, not at start: an idle
// server seldom signs (issue 43 item 4).
const nodeForge = onFirstUse<typeof forge>('node-forge');
const xmlCrypto = onFirstUse<typeof XmlCrypto>('xml-crypto');

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** A certificate's key and certificate as PEM (what TLS and the signature take). */
export type KeyPair = { keyPem: string; certPem: string; validUntil: Date };

/** The private key and its holder's certificate from an A1 file opened with its password. */
export function keyPairOf(pfx: Buffer, senha: string): KeyPair {
  const lib = nodeForge();
  const p12 = lib.pkcs12.pkcs12FromAsn1(
    lib.asn1.fromDer(lib.util.createBuffer(pfx.toString('binary'))),
    senha,
  );
  const { certBag, keyBag, pkcs8ShroudedKeyBag } = lib.pki.oids as Record<string, string>;
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(pkcs8ShroudedKeyBag!), ...bags(keyBag!)].find((bag) => bag.key)!
    .key as forge.pki.rsa.PrivateKey;
  const holder = bags(certBag!)
    .flatMap((bag) => (bag.cert ? [bag.cert] : []))
    .find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n))!;
  return {
    keyPem: lib.pki.privateKeyToPem(key),
    certPem: lib.pki.certificateToPem(holder),
    validUntil: holder.validity.notAfter,
  };
}

/** `xml` with an enveloped signature of its element `element` (by its Id) after that element. */
export function signXml(xml: string, element: string, keys: KeyPair): string {
  const { SignedXml } = xmlCrypto();
  const signer = new SignedXml({
    privateKey: keys.keyPem,
    publicCert: keys.certPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
  });
  const xpath = `//*[local-name(.)='${element}']`;
  signer.addReference({ xpath, digestAlgorithm: SHA256, transforms: [ENVELOPED, C14N] });
  signer.computeSignature(xml, { location: { reference: xpath, action: 'after' } });
  return signer.getSignedXml();
}

/** The base64 of the certificate in a signed document's KeyInfo, or null. */
export const signingCertificateOf = (xml: string) =>
  /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)?.[1]?.replace(/\s+/g, '') ?? null;

/**
 * Whether the one signature of `xml` holds, by the certificate in its KeyInfo: the digest of
 * the element it references and the RSA-SHA256 value over its SignedInfo.
 */
export function signatureHolds(xml: string): boolean {
  const signature = /<Signature[\s>][\s\S]*<\/Signature>/.exec(xml)?.[0];
  const certificate = signingCertificateOf(xml);
  if (!signature || !certificate) return false;
  const body = certificate.match(/.{1,64}/g)!.join('\n');
  const { SignedXml } = xmlCrypto();
  const verifier = new SignedXml({
    publicCert: `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`,
  });
  try {
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}
