// CPU time per request, read from /proc (Linux): a cost that other work on a shared machine
// disturbs far less than throughput does, so two builds can be compared on a busy machine.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process, in ticks, and its parent's pid; undefined once it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** The processes to count: the server, and the database server's backends when it is ours. */
function processes({ pid, postmasterPid }) {
  const server = [[`server`, pid]];
  if (!postmasterPid) return server;
  const backends = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && stat(name)?.ppid === postmasterPid)
    .map((name) => ['database', Number(name)]);
  return [...server, ...backends];
}

function snapshot(target) {
  return new Map(
    processes(target).map(([role, pid]) => [pid, { role, ticks: stat(pid)?.ticks ?? 0 }]),
  );
}

/**
 * Runs `work` (a load test answering autocannon's result) and adds the CPU milliseconds the
 * server and the database spent per request meanwhile.
 */
export async function withCpu(target, work) {
  const before = snapshot(target);
  const result = await work();
  const spent = { server: 0, database: 0 };
  for (const [pid, { role, ticks }] of snapshot(target))
    spent[role] += ticks - (before.get(pid)?.ticks ?? 0);
  const requests = result.requests.total;
  const perRequest = (ticks) => (ticks * 1000) / TICKS_PER_SECOND / requests;
  return {
    ...result,
    cpu: { server: perRequest(spent.server), database: perRequest(spent.database) },
  };
}

/** '0.84 + 0.61 ms CPU (server + database)' */
export const cpuText = ({ server, database }) =>
  `${server.toFixed(2)} + ${database.toFixed(2)} ms CPU a request (server + database)`;
