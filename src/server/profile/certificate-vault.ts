import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A company's A1 certificate at rest (issue 44 item 2): its file and password sealed with
// AES-256-GCM under CERTIFICATE_KEY, a fresh 12-byte nonce each time, stored as
// nonce ‖ tag (16 bytes) ‖ ciphertext. A changed byte or another key fails to open.

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type SealedContent = { pfx: Buffer; senha: string };

export function sealCertificate(key: Buffer, content: SealedContent): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const plain = Buffer.from(
    JSON.stringify({ pfx: content.pfx.toString('base64'), senha: content.senha }),
  );
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The file and password sealed by `sealCertificate` under the same key; throws otherwise. */
export function openCertificate(key: Buffer, sealed: Buffer): SealedContent {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
  const content = JSON.parse(plain.toString('utf8')) as { pfx: string; senha: string };
  return { pfx: Buffer.from(content.pfx, 'base64'), senha: content.senha };
}
