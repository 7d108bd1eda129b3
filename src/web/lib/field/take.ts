import type { OperationDetail, OperationPage } from '../../../domain/operations/contracts.ts';
import { REGISTER_KINDS } from '../../../domain/registers/values.ts';
import { api, withFilters } from '../api.ts';
import { keepTaken, openFieldStore, type TakenAnswer } from './field-store.ts';

/** The operations that may still be flown: the ones 'Levar para o campo' offers. */
const OPEN = new Set(['agendada', 'em_andamento']);

/** The operations of `de`..`ate` the user sees (a pilot: his own flights), still to be flown. */
export async function openOperations(de: string, ate: string) {
  const items: OperationPage['items'] = [];
  for (let pagina = 1; ; pagina++) {
    const page = await api<OperationPage>(withFilters('/api/operations', { de, ate, pagina }));
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) break;
  }
  return items.filter((item) => OPEN.has(item.status));
}

/**
 * What an operation's page reads besides the operation: its attachments, flight files and the
 * field's changes kept as proposals.
 */
const operationAnswers = (id: string) => [
  `/api/operations/${id}/anexos`,
  `/api/operations/${id}/voo`,
  `/api/operations/${id}/propostas`,
];

/** What every operation form lists: each register's options (clients, farms, products…). */
const formAnswers = () => REGISTER_KINDS.map((kind) => `/api/registers/${kind}/options`);

/**
 * 'Levar para o campo': reads the chosen operations and everything their forms read, and keeps
 * them in `userId`'s store in place of what was kept. Answers how many bytes were kept.
 */
export async function takeToField(userId: string, ids: string[], now: Date) {
  const takenAt = now.toISOString();
  const details = await Promise.all(ids.map((id) => api<OperationDetail>(`/api/operations/${id}`)));
  const paths = [...formAnswers(), ...ids.flatMap(operationAnswers)];
  // A read the user may not make (a register the office keeps) leaves that list out offline.
  const read = await Promise.allSettled(
    paths.map(async (path): Promise<TakenAnswer> => ({ path, body: await api<unknown>(path) })),
  );
  const answers = read.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
  const taken = details.map((detail) => ({
    id: detail.operation.id,
    updated_at: detail.operation.updated_at,
    detail,
    takenAt,
  }));
  const store = await openFieldStore(userId);
  try {
    await keepTaken(store, taken, answers);
  } finally {
    store.close();
  }
  return new Blob([JSON.stringify(details), JSON.stringify(answers)]).size;
}

/** The operations kept in `userId`'s store, as they read now (the changes queued included). */
export async function readTaken(userId: string): Promise<OperationDetail[]> {
  const store = await openFieldStore(userId);
  try {
    return (await store.getAll('operations')).map((taken) => taken.detail as OperationDetail);
  } finally {
    store.close();
  }
}
