import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../../domain/constants.ts';
import { companyInviteEmail, proposalEmail, SUBJECT_TEXT_MAX, subjectText } from './templates.ts';

const invite = (companyName: string) =>
  companyInviteEmail('piloto@aerosul.com.br', { companyName, role: 'piloto', url: 'http://x/' });
const proposal = (companyName: string) =>
  proposalEmail('cliente@fazenda.com.br', {
    companyName,
    replyTo: null,
    numero: '12/2026',
    message: 'Segue a proposta.',
    pdf: Buffer.from('%PDF'),
  });

describe('subjects that carry a company name', () => {
  const hostile = 'Aero\r\nBcc: todos@exemplo.com\u0007\tSul\u2028Ltda';
  it.each([
    ['an invite', invite],
    ['a proposal', proposal],
  ])('%s: no control character or line break, the name kept readable', (_name, build) => {
    const { subject } = build(hostile);
    expect(subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(subject).toContain('Aero Bcc: todos@exemplo.com Sul Ltda');
  });

  it.each([
    ['an invite', invite, `Convite para a equipe ${'A'.repeat(59)}… — ${APP_NAME}`],
    ['a proposal', proposal, `Proposta nº 12/2026 — ${'A'.repeat(59)}…`],
  ])('%s: a 500-character name is cut to 60 characters with …', (_name, build, expected) => {
    expect(build('A'.repeat(500)).subject).toBe(expected);
  });

  it('keeps a name that fits as it is, accents and all', () => {
    expect(subjectText('  Aero Sul Aviação Agrícola  ')).toBe('Aero Sul Aviação Agrícola');
    const exact = 'ç'.repeat(SUBJECT_TEXT_MAX);
    expect(subjectText(exact)).toBe(exact);
  });
});
