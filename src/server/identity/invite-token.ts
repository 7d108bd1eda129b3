import { createHash } from 'node:crypto';

/**
 * What is stored of an invite link's token (a company's or the affiliate program's): its SHA-256,
 * so the database never holds a link that works.
 */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');
