import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFileSync } from 'node:child_process';
import { NFSE_NAMESPACE } from '../../domain/fiscal/dps.ts';
import { signingCertificateOf } from '../fiscal/signature.ts';

// Debian's xmlsec1 (package xmlsec1, installed by scripts/test-full.sh): an XMLDSig checker
// that is not the library that signed, for the NFS-e's signatures (issue 44, 'Done when').

/** Whether the xmlsec1 binary is on this machine (CI installs it; a dev machine may not). */
export const XMLSEC_INSTALLED = (() => {
  try {
    execFileSync('xmlsec1', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * `xmlsec1 --verify` of a signed document whose signature references the element `element`
 * of the NFS-e namespace by its Id, with the certificate of its KeyInfo as the key: its
 * output when it verifies; throws with xmlsec1's output when it does not.
 */
export async function xmlsecVerify(xml: string, element: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'agrovoo-xmlsec-'));
  const body = signingCertificateOf(xml)!
    .match(/.{1,64}/g)!
    .join('\n');
  writeFileSync(
    join(dir, 'cert.pem'),
    `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`,
  );
  writeFileSync(join(dir, 'signed.xml'), xml);
  const { stdout, stderr } = await promisify(execFile)('xmlsec1', [
    '--verify',
    '--pubkey-cert-pem',
    join(dir, 'cert.pem'),
    '--id-attr:Id',
    `${NFSE_NAMESPACE}:${element}`,
    join(dir, 'signed.xml'),
  ]);
  return stdout + stderr;
}
