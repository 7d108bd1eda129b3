import type forge from 'node-forge';
import { documentCharacters, formatCnpj, isValidCnpj } from '../../domain/br/documents.ts';
import type { CertificateFacts } from '../../domain/companies/fiscal-contracts.ts';
import { formatDay } from '../../domain/format.ts';
import { AppError } from '../platform/app-error.ts';
import { onFirstUse } from '../platform/on-first-use.ts';

// A company's A1 certificate (an e-CNPJ of the ICP-Brasil, PKCS#12 '.pfx' or '.p12'): read
// with node-forge, checked before it is kept (issue 44 item 2). node-forge loads with the first
// certificate read, not at start: an idle server seldom reads one (issue 43 item 4).

const nodeForge = onFirstUse<typeof forge>('node-forge');

/** ICP-Brasil's otherName of a subjectAltName that holds the company's CNPJ (DOC-ICP-04). */
export const ICP_BRASIL_CNPJ_OID = '2.16.76.1.3.3';

const refused = (field: 'arquivo' | 'senha', message: string) =>
  new AppError('VALIDATION_FAILED', { [field]: message });

const NOT_A_CERTIFICATE = 'O arquivo não é um certificado A1 (.pfx ou .p12).';

/** The text of an ASN.1 node's leaves (an otherName's value may be wrapped in explicit tags). */
function leafText(node: forge.asn1.Asn1): string {
  return Array.isArray(node.value) ? node.value.map(leafText).join('') : String(node.value);
}

/** The CNPJ of an e-CNPJ: its subjectAltName's otherName 2.16.76.1.3.3, else its CN's end. */
function cnpjOf(certificate: forge.pki.Certificate): string | null {
  const san = certificate.getExtension('subjectAltName') as
    { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const name of san?.altNames ?? []) {
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [oid, value] = name.value as forge.asn1.Asn1[];
    if (!oid || !value || nodeForge().asn1.derToOid(String(oid.value)) !== ICP_BRASIL_CNPJ_OID)
      continue;
    const cnpj = documentCharacters(leafText(value));
    if (isValidCnpj(cnpj)) return cnpj;
  }
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  const last = documentCharacters(commonName?.value.split(':').pop() ?? '');
  return isValidCnpj(last) ? last : null;
}

/** The bags of one type a PKCS#12 file holds. */
const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string) =>
  p12.getBags({ bagType })[bagType] ?? [];

/** The certificate that goes with the file's private key (the holder's, not its chain's). */
function holderOf(p12: forge.pkcs12.Pkcs12Pfx) {
  const { certBag, keyBag, pkcs8ShroudedKeyBag } = nodeForge().pki.oids as Record<string, string>;
  const key = [...bagsOf(p12, pkcs8ShroudedKeyBag!), ...bagsOf(p12, keyBag!)].find((bag) => bag.key)
    ?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw refused('arquivo', 'O arquivo não traz a chave privada do certificado.');
  const holder = bagsOf(p12, certBag!)
    .flatMap((bag) => (bag.cert ? [bag.cert] : []))
    .find((certificate) => {
      const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
      return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
    });
  if (!holder) throw refused('arquivo', 'O arquivo não traz o certificado da chave privada.');
  return holder;
}

/**
 * What a .pfx holds, checked: the password opens it, it carries a private key and its
 * certificate, that certificate names a CNPJ, it is `companyCnpj` and it is valid `now`. Any
 * other file answers 400 naming `arquivo` or `senha`, in Portuguese.
 */
export function readCertificate(
  pfx: Buffer,
  senha: string,
  companyCnpj: string | null,
  now: Date,
): CertificateFacts {
  const lib = nodeForge();
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = lib.asn1.fromDer(lib.util.createBuffer(pfx.toString('binary')));
    try {
      p12 = lib.pkcs12.pkcs12FromAsn1(der, senha);
    } catch {
      throw refused('senha', 'Senha do certificado incorreta.');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused('arquivo', NOT_A_CERTIFICATE);
  }
  const holder = holderOf(p12);
  const cnpj = cnpjOf(holder);
  if (!cnpj)
    throw refused('arquivo', 'Este certificado não traz um CNPJ: envie o e-CNPJ A1 da empresa.');
  if (!companyCnpj)
    throw refused(
      'arquivo',
      'Cadastre o CNPJ da empresa em Dados da empresa antes de enviar o certificado.',
    );
  if (cnpj !== companyCnpj)
    throw refused(
      'arquivo',
      `Este certificado é do CNPJ ${formatCnpj(cnpj)}, não do CNPJ da empresa (${formatCnpj(companyCnpj)}).`,
    );
  const { notBefore, notAfter } = holder.validity;
  if (notAfter <= now)
    throw refused('arquivo', `Este certificado venceu em ${formatDay(notAfter.toISOString())}.`);
  if (notBefore > now)
    throw refused(
      'arquivo',
      `Este certificado só vale a partir de ${formatDay(notBefore.toISOString())}.`,
    );
  const commonName = holder.subject.getField('CN') as { value: string } | null;
  return {
    titular: commonName?.value ?? cnpj,
    cnpj,
    valido_de: notBefore.toISOString(),
    valido_ate: notAfter.toISOString(),
  };
}
