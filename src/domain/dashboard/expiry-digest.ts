import { addDays } from '../dates.ts';
import { formatDate } from '../format.ts';
import type { StockAlert } from '../stock/alerts.ts';

/**
 * The weekly e-mail of what is about to expire (issue 45 item 9; DESIGN §1 names expiry alerts
 * among the jobs): per company, to its owners and admins, what expires within
 * `EXPIRY_DIGEST_DAYS` or has expired — the documents of pilots, aircraft and employees, the
 * stock's lots and empty containers owed, and the A1 certificate of the NFS-e.
 */
export const EXPIRY_DIGEST_DAYS = 30;

/** Weekly, on Mondays at 07:00 São Paulo (the week's work starts with it). */
export const EXPIRY_DIGEST_SCHEDULE = { dayOfWeek: 1, hour: 7 } as const;

export type DigestInput = {
  /** Validity dates of documents ('YYYY-MM-DD'), with whose they are. */
  documents: { name: string; document: string; expires: string }[];
  /** The stock's alerts on the day (`stockAlerts`): its lots' and containers' are read. */
  stock: StockAlert[];
  /** The last day of the company's A1 certificate (São Paulo), when one is kept. */
  certificateExpires: string | null;
};

export type DigestSection = { title: string; lines: string[] };

/** The stock alerts that are about a date running out (not a low balance or a shortfall). */
const STOCK_EXPIRY_KINDS: ReadonlySet<StockAlert['tipo']> = new Set([
  'lote_vencido',
  'lote_vencendo',
  'embalagens_vencidas',
  'embalagens_vencendo',
]);

/** 'venceu em 01/12/2026' or 'vence em 20/12/2026', as the date is past or not on `today`. */
const when = (date: string, today: string) =>
  `${date < today ? 'venceu' : 'vence'} em ${formatDate(date)}`;

/**
 * The digest's sections on `today`, each with its lines, oldest date first; null when nothing
 * is due (then no e-mail is sent).
 */
export function expiryDigest(input: DigestInput, today: string): DigestSection[] | null {
  const until = addDays(today, EXPIRY_DIGEST_DAYS);
  const documents = input.documents
    .filter((d) => d.expires <= until)
    .sort((a, b) => a.expires.localeCompare(b.expires) || a.name.localeCompare(b.name))
    .map((d) => `${d.document} de ${d.name}: ${when(d.expires, today)}.`);
  const stock = input.stock.filter((a) => STOCK_EXPIRY_KINDS.has(a.tipo)).map((a) => a.mensagem);
  const certificate =
    input.certificateExpires !== null && input.certificateExpires <= until
      ? [`Certificado digital A1 da NFS-e: ${when(input.certificateExpires, today)}.`]
      : [];
  const sections = [
    { title: 'Documentos de pilotos, aeronaves e funcionários', lines: documents },
    { title: 'Estoque: lotes e devolução de embalagens vazias', lines: stock },
    { title: 'Certificado digital', lines: certificate },
  ].filter((s) => s.lines.length > 0);
  return sections.length > 0 ? sections : null;
}
