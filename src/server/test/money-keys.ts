import { isMoneyField } from '../../domain/pilot-view.ts';

/**
 * The path of every money field (decision 034's names: each `…_cents`, a proposal's terms) in
 * an answer's JSON, at any depth: what a pilot's answers must not hold.
 */
export function moneyKeys(json: unknown, path = '$'): string[] {
  if (Array.isArray(json)) return json.flatMap((item, i) => moneyKeys(item, `${path}[${i}]`));
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) => [
    ...(isMoneyField(key) ? [`${path}.${key}`] : []),
    ...moneyKeys(value, `${path}.${key}`),
  ]);
}
