import { formatDate } from '../format.ts';
import { formatBRL } from '../money.ts';
import { onlyDigits } from '../br/documents.ts';

/** Sequential per company and year: 2026/0042. */
export const proposalNumber = (row: { ano: number; sequencia: number }) =>
  `${row.ano}/${String(row.sequencia).padStart(4, '0')}`;

export type ShareFacts = {
  numero: string;
  companyName: string;
  clientName: string;
  totalCents: number;
  validade: string;
};

/** The message that goes with the proposal, by e-mail or WhatsApp. */
export function proposalMessage(facts: ShareFacts): string {
  return (
    `Olá, ${facts.clientName}! Segue a proposta nº ${facts.numero} da ${facts.companyName} ` +
    `para aplicação aérea: total de ${formatBRL(facts.totalCents)}, válida até ` +
    `${formatDate(facts.validade)}. Estamos à disposição para qualquer dúvida.`
  );
}

/**
 * A WhatsApp share link with the message. A Brazilian number (10 or 11 digits, with or without
 * the country code 55) opens that chat; without a usable number WhatsApp asks for the contact.
 */
export function whatsappLink(phone: string | null, message: string): string {
  const digits = onlyDigits(phone ?? '');
  const number =
    digits.length === 10 || digits.length === 11
      ? `55${digits}`
      : (digits.length === 12 || digits.length === 13) && digits.startsWith('55')
        ? digits
        : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
