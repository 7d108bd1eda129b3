import {
  apiOf,
  type Api,
  approvalPayload,
  entryPayload,
  operationPayload,
  proposalPayload,
  type Answer,
  type Company,
} from './company.ts';

/**
 * Every write the test tried and what the server acknowledged (answered 2xx before it died),
 * kept across rounds: an acknowledged write must be found whole after every later crash.
 */
export type Ledger = {
  attempted: number;
  acknowledged: number;
  /** Answers other than 2xx: the workload is valid, so each is a defect (a 500) or a test bug. */
  refused: string[];
  /** Operations created with their two products. */
  operations: string[];
  concluded: string[];
  entries: string[];
  proposals: string[];
  approved: string[];
};

export const newLedger = (): Ledger => ({
  attempted: 0,
  acknowledged: 0,
  refused: [],
  operations: [],
  concluded: [],
  entries: [],
  proposals: [],
  approved: [],
});

/** What the writers share: the company, the ledger, operations to conclude, NF numbers. */
type Run = {
  company: Company;
  ledger: Ledger;
  /** Acknowledged operations no writer has tried to conclude yet. */
  pending: string[];
  nextNf: number;
  stopped: () => boolean;
};

/**
 * One write, counted: its id when the server acknowledged it, undefined when it answered
 * anything else (recorded as refused) or nothing at all (the crash cut it).
 */
async function counted(ledger: Ledger, what: string, request: () => Promise<Answer>) {
  ledger.attempted++;
  let answer: Answer;
  try {
    answer = await request();
  } catch {
    return undefined; // no answer: the server died with it in flight
  }
  if (answer.status >= 200 && answer.status < 300) {
    ledger.acknowledged++;
    const found = answer.body as {
      id?: string;
      operation?: { id: string };
      proposal?: { id: string };
    };
    return found.id ?? found.operation?.id ?? found.proposal?.id ?? '';
  }
  ledger.refused.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return undefined;
}

/** The four kinds of write, in turn: each a whole aggregate of several tables. */
const kinds: ((run: Run, api: Api) => Promise<void>)[] = [
  // An operation with its product lines, half of them concluded at once (stock consumed).
  async (run, api) => {
    const { company, ledger } = run;
    const id = await counted(ledger, 'operation', () =>
      api('POST', '/api/operations', operationPayload(company.ids)),
    );
    if (!id) return;
    ledger.operations.push(id);
    if (ledger.operations.length % 2 === 0) await conclude(run, api, id);
    else run.pending.push(id);
  },
  // A stock entry: the NF, a lot per line with its 'entrada', the payable.
  async (run, api) => {
    const numero = run.nextNf++;
    const id = await counted(run.ledger, 'entry', () =>
      api('POST', '/api/stock/entradas', entryPayload(run.company.ids, numero)),
    );
    if (id) run.ledger.entries.push(id);
  },
  // A proposal, then approved into its operations.
  async ({ company, ledger }, api) => {
    const id = await counted(ledger, 'proposal', () =>
      api('POST', '/api/proposals', proposalPayload(company.ids)),
    );
    if (!id) return;
    ledger.proposals.push(id);
    const approved = await counted(ledger, 'approval', () =>
      api('POST', `/api/proposals/${id}/aprovar`, approvalPayload(company.ids)),
    );
    if (approved !== undefined) ledger.approved.push(id);
  },
  // The conclusion of an operation written earlier (perhaps before an earlier crash).
  async (run, api) => {
    const id = run.pending.shift();
    if (id) await conclude(run, api, id);
  },
];

async function conclude(run: Pick<Run, 'ledger'>, api: Api, id: string) {
  const done = await counted(run.ledger, 'conclusion', () =>
    api('POST', `/api/operations/${id}/concluir`, { confirmarClima: true }),
  );
  if (done !== undefined) run.ledger.concluded.push(id);
}

/**
 * Runs `writers` concurrent writers against `url` until `stopped()` (the crash): each loops
 * over the kinds of write, starting at a different one. Answers when every writer is done.
 */
export async function writeUntil(
  url: string,
  company: Company,
  ledger: Ledger,
  options: { writers: number; firstNf: number; stopped: () => boolean },
) {
  const concluded = new Set(ledger.concluded);
  const run: Run = {
    company,
    ledger,
    pending: ledger.operations.filter((id) => !concluded.has(id)),
    nextNf: options.firstNf,
    stopped: options.stopped,
  };
  const api = apiOf(url, company.cookie);
  const writer = async (n: number) => {
    for (let i = n; !run.stopped(); i++) await kinds[i % kinds.length]!(run, api);
  };
  await Promise.all(Array.from({ length: options.writers }, (_, n) => writer(n)));
  return run.nextNf;
}
