import { formatDate } from '../format.ts';
import { formatBRL } from '../money.ts';

/** Sequential per company and year: 2026/0042. */

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
