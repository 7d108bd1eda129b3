import type { ZodType } from 'zod';
import type { OperationAttachment, OperationDetail } from '../../../domain/operations/contracts.ts';
import { flightFilesProblem } from '../../../domain/flight/file-checks.ts';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MISSING,
  attachmentProblem,
} from '../../../domain/operations/values.ts';
import { ApiError } from '../api-error.ts';
import { lazySchema } from '../lazy-schema.ts';
import { openFieldStore, recordChange, type FieldStore, type QueuedChange } from './field-store.ts';
import { askBackgroundSync, queueChanged } from './queue-events.ts';
import { markQueued } from './queued-answer.ts';

// The API as the field sees it when the server cannot be reached (issue 41, decision 039): the
// answers taken with 'Levar para o campo' are read from the user's store, and the changes a
// pilot makes in the field are checked by the server's own contracts and queued, answered with
// the operation as it will read once they are applied.

const contracts = lazySchema(() => import('../../../domain/operations/contracts.ts'));
const stockContracts = lazySchema(() => import('../../../domain/stock/contracts.ts'));

type Init = { method?: string; body?: unknown };
type Change = Omit<QueuedChange, 'seq' | 'state' | 'key' | 'recordedAt' | 'operationId'>;

const OPERATION = /^\/api\/operations\/([0-9a-f-]{36})$/;
const ACTION = /^\/api\/operations\/([0-9a-f-]{36})\/(iniciar|concluir)$/;
const ATTACHMENTS = /^\/api\/operations\/([0-9a-f-]{36})\/anexos$/;
const FLIGHT = /^\/api\/operations\/([0-9a-f-]{36})\/voo$/;
const FUEL_EXIT = '/api/stock/combustivel/saidas';

/** The status an action leaves an operation in, as the server's status machine moves it. */
const AFTER_ACTION = { iniciar: 'em_andamento', concluir: 'concluida' } as const;

/**
 * `path` answered from the field store (a read) or queued (a field change). Anything else — a
 * page not taken, a change that is not the field's — fails as the network did (`offline`).
 */
export async function offlineCall<T>(
  userId: string,
  path: string,
  init: Init,
  offline: ApiError,
): Promise<T> {
  const store = await openFieldStore(userId);
  try {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const answer =
      method === 'GET'
        ? await takenAnswer(store, path)
        : markQueued(await queued(store, method, path, init));
    if (answer === undefined) throw offline;
    return answer as T;
  } finally {
    store.close();
  }
}

/** What the store holds for a read: the operation, its attachments with those waiting, any answer. */
async function takenAnswer(store: FieldStore, path: string): Promise<unknown> {
  const operation = OPERATION.exec(path);
  if (operation) return (await store.get('operations', operation[1]!))?.detail;
  const kept = (await store.get('answers', path))?.body;
  const attachments = ATTACHMENTS.exec(path);
  if (!attachments || kept === undefined) return kept;
  const waiting = (await store.getAll('changes'))
    .filter((change) => change.path === path && change.file && change.state !== 'sent')
    .map(waitingAttachment);
  const { anexos } = kept as { anexos: OperationAttachment[] };
  return { anexos: [...anexos, ...waiting] };
}

/** An upload still in the phone, listed with the attachments the server has. */
const waitingAttachment = (change: QueuedChange): OperationAttachment => ({
  id: change.key,
  tipo: change.file!.fields.tipo as OperationAttachment['tipo'],
  nome_arquivo: change.file!.name,
  mime: change.file!.blob.type,
  tamanho: change.file!.blob.size,
  created_at: change.recordedAt,
});

/** A field change checked and queued; its answer, or undefined when it is not the field's. */
async function queued(store: FieldStore, method: string, path: string, init: Init) {
  const recordedAt = new Date().toISOString();
  const record = async (operationId: string, change: Change) => {
    const seq = await recordChange(store, { ...change, operationId, recordedAt });
    queueChanged();
    void askBackgroundSync();
    return (await store.get('changes', seq))!;
  };
  const edit = method === 'PUT' ? OPERATION.exec(path) : null;
  const action = method === 'POST' ? ACTION.exec(path) : null;
  const upload = method === 'POST' ? ATTACHMENTS.exec(path) : null;
  if (edit || action) {
    const [, id, name] = (edit ?? action)!;
    const taken = await store.get('operations', id!);
    if (!taken) return undefined;
    const { operationInput, concludeInput } = await contracts();
    const body: Record<string, unknown> = edit
      ? checked(operationInput, init.body ?? {})
      : checked(concludeInput, init.body ?? {});
    await record(id!, { method: method as 'PUT' | 'POST', path, body, versioned: true });
    const detail = expected(taken.detail as OperationDetail, edit ? { body } : { action: name! });
    await store.put('operations', { ...taken, detail });
    return detail;
  }
  if (upload) {
    const id = upload[1]!;
    if (!(await store.get('operations', id)) || !(init.body instanceof FormData)) return undefined;
    const file = checkedFile(init.body);
    const change = await record(id, { method: 'POST', path, file, versioned: false });
    return waitingAttachment(change);
  }
  const flight = method === 'POST' ? FLIGHT.exec(path) : null;
  if (flight) {
    const id = flight[1]!;
    const evidence = (await store.get('answers', path))?.body;
    const taken = await store.get('operations', id);
    if (!taken || evidence === undefined || !(init.body instanceof FormData)) return undefined;
    const files = checkedFlightFiles(init.body);
    await record(id, { method: 'POST', path, files, versioned: false });
    // The evidence as taken: the files are read and the audit measured when the import is sent.
    return evidence;
  }
  if (method === 'POST' && path === FUEL_EXIT) {
    const body = checked((await stockContracts()).fuelExitInput, init.body ?? {});
    if (!(await store.get('operations', body.operation_id))) return undefined;
    await record(body.operation_id, { method: 'POST', path, body, versioned: false });
    return body;
  }
  return undefined;
}

/** What the contract makes of `body`, or the server's 400 with each field's first message. */
export function checked<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new ApiError(
    400,
    'VALIDATION_FAILED',
    `Dados inválidos: verifique ${Object.keys(fields).join(', ')}.`,
    fields,
  );
}

/** The kind and the file of an upload, checked as the server checks them. */
function checkedFile(form: FormData) {
  const tipo = form.get('tipo');
  const file = form.get('arquivo');
  if (typeof tipo !== 'string' || !(ATTACHMENT_KINDS as readonly string[]).includes(tipo))
    throw new ApiError(400, 'VALIDATION_FAILED', ATTACHMENT_MISSING.tipo, {
      tipo: ATTACHMENT_MISSING.tipo,
    });
  if (!(file instanceof File))
    throw new ApiError(400, 'VALIDATION_FAILED', ATTACHMENT_MISSING.arquivo, {
      arquivo: ATTACHMENT_MISSING.arquivo,
    });
  const problem = attachmentProblem(file.name, file.size);
  if (problem) throw new ApiError(400, 'VALIDATION_FAILED', problem, { arquivo: problem });
  return { blob: file as Blob, name: file.name, fields: { tipo } };
}

/** The applied-area files of an import, checked as the server checks them before reading them. */
function checkedFlightFiles(form: FormData) {
  const files = form.getAll('arquivos').filter((file): file is File => file instanceof File);
  const problem = flightFilesProblem(files);
  if (problem) throw new ApiError(400, 'VALIDATION_FAILED', problem, { arquivos: problem });
  return files.map((file) => ({ blob: file as Blob, name: file.name }));
}

/**
 * The operation as it will read once the queued change is applied: the form's values over the
 * record (the products too), or the status an action moves it to. The server's answer replaces
 * it when the change is sent.
 */
export function expected(
  detail: OperationDetail,
  change: { body: Record<string, unknown> } | { action: string },
): OperationDetail {
  if ('action' in change) {
    const status = AFTER_ACTION[change.action as keyof typeof AFTER_ACTION];
    return { ...detail, operation: { ...detail.operation, status } };
  }
  const { products, ...fields } = change.body;
  const operation = { ...detail.operation };
  for (const [name, value] of Object.entries(fields))
    if (name in operation) (operation as Record<string, unknown>)[name] = value ?? null;
  return {
    ...detail,
    operation,
    products: Array.isArray(products) ? (products as OperationDetail['products']) : detail.products,
  };
}
