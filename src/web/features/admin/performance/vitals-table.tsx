import { formatDate, formatDecimal } from '../../../../domain/format.ts';
import type { VitalsByName } from '../../../../domain/admin/performance.ts';
import {
  PERFORMANCE_METRIC_LABELS,
  WEB_VITAL_NAMES,
  type WebVitalName,
} from '../../../../domain/monitoring/values.ts';
import { RatingBadge } from './rating-badge.tsx';

/** A p75 as read: CLS has no unit, the others are milliseconds. */
const vitalText = (name: WebVitalName, value: number) =>
  name === 'CLS' ? formatDecimal(value, 3) : `${formatDecimal(value, 0)} ms`;

/** One p75 with its label and sample count, or a dash. */
export function VitalCell({ name, vitals }: { name: WebVitalName; vitals: VitalsByName }) {
  const vital = vitals[name];
  if (!vital) return <span className="text-ink-600">—</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-semibold text-ink-900">{vitalText(name, vital.p75)}</span>
      <RatingBadge metric={name} value={vital.p75} />
      <span className="text-xs text-ink-600">n = {vital.samples.toLocaleString('pt-BR')}</span>
    </span>
  );
}

/** A route's p75 for the whole period and week by week. */
export function VitalsTable(props: {
  path: string;
  vitals: VitalsByName;
  weeks: { week: string; vitals: VitalsByName }[];
}) {
  const rows = [{ label: 'Período todo', vitals: props.vitals }].concat(
    props.weeks.map((w) => ({ label: `Semana de ${formatDate(w.week)}`, vitals: w.vitals })),
  );
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">p75 de {props.path}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-xs text-ink-600 uppercase">
            <th className="py-2 pr-3 font-medium">Semana</th>
            {WEB_VITAL_NAMES.map((name) => (
              <th key={name} className="py-2 pr-3 font-medium">
                {name === 'INP' ? PERFORMANCE_METRIC_LABELS.INP : name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-brand-50 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-ink-900">
                {row.label}
              </th>
              {WEB_VITAL_NAMES.map((name) => (
                <td key={name} className="py-2 pr-3">
                  <VitalCell name={name} vitals={row.vitals} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
