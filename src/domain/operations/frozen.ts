import type { OperationReportData } from './report-data.ts';

/**
 * Frozen records (issue 38, decision 029): what a concluded operation's report keeps of each
 * register, how it is told apart from what today's registers would give, and the page's words.
 */

/** The parts of the report that come from a register, in the order the report prints them. */
export const FROZEN_REGISTER_PARTS = [
  ['company', 'Dados da empresa'],
  ['contratante', 'Contratante'],
  ['propriedade', 'Propriedade'],
  ['cultura', 'Cultura'],
  ['servico', 'Serviço'],
  ['produtos', 'Produtos'],
  ['aeronave', 'Aeronave'],
  ['piloto', 'Piloto'],
  ['agronomo', 'Engenheiro agrônomo'],
  ['tecnico', 'Técnico executor'],
] as const satisfies readonly (readonly [keyof OperationReportData, string])[];

/** Equal as JSON values, whatever the order of an object's keys (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => sameJson(left[key], right[key]));
}

/**
 * The labels of the registers whose data today differs from what the frozen report printed
 * (empty when nothing changed). The operation's own fields are left out: a concluded operation
 * cannot be edited, and a reopened one is a new version.
 */
export const changedRegisters = (frozen: OperationReportData, today: OperationReportData) =>
  FROZEN_REGISTER_PARTS.filter(([part]) => !sameJson(frozen[part], today[part])).map(
    ([, label]) => label,
  );

/** 'A, B e C' */
export const listInWords = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

export const REGISTER_CHANGED_TITLE = 'Um cadastro foi alterado depois deste relatório';

/** The page's notice under a frozen report whose registers changed since (`changed` not empty). */
export const registerChangedNotice = (changed: readonly string[], emitidoEm: string) =>
  `${changed.length === 1 ? 'Cadastro alterado' : 'Cadastros alterados'} depois da emissão em ` +
  `${emitidoEm}: ${listInWords(changed)}. O relatório guardado não muda e continua como foi ` +
  'emitido. Para emitir uma nova versão com os dados atuais, reabra a operação e conclua de novo.';

/** Reopening a concluded operation asks why: the reason goes with the next version. */
export const REOPEN_REASON_MIN = 10;
export const REOPEN_REASON_MAX = 500;
export const REOPEN_REASON_REQUIRED = `Informe o motivo da reabertura (mínimo de ${REOPEN_REASON_MIN} caracteres): ele fica registrado na próxima versão do relatório.`;

/** The footer line of a frozen PDF: its version and the code of its data. */
export const frozenFooter = (versao: number, dadosSha256: string) =>
  `Versão ${versao} · código de verificação (SHA-256 dos dados): ${dadosSha256}`;
