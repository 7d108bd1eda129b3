/**
 * A status machine as a table: per action, the statuses it applies to and the one it leads to.
 * The answer is the status `action` leads to from `current`, or null when it does not apply.
 */
export function statusMachine<A extends string, S extends string, T extends S = S>(
  transitions: Record<A, { from: readonly S[]; to: T }>,
): (current: S, action: A) => T | null {
  return (current, action) => {
    const { from, to } = transitions[action];
    return from.includes(current) ? to : null;
  };
}
