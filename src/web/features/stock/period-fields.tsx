import { useState, type ReactNode } from 'react';
import { buttonClasses } from '../../components/button-link.tsx';
import { monthSoFar, periodSearch } from './period.ts';

type Period = { de: string; ate: string };

const ENDS = [
  ['de', 'De'],
  ['ate', 'Até'],
] as const;

/** 'De' and 'Até' of a period, side by side (they wrap on a phone). */
export function PeriodFields(props: {
  value: Period;
  onChange: (value: Period) => void;
  label: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{props.label}</legend>
      {ENDS.map(([end, label]) => (
        <label key={end} className="text-sm font-medium text-ink-900">
          {label}
          <input
            type="date"
            value={props.value[end]}
            onChange={(e) => props.onChange({ ...props.value, [end]: e.target.value })}
            className="mt-1 block rounded-lg border border-brand-200 bg-white px-3 py-2"
          />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A file of a period (this month so far unless changed): its dates, then its link — downloaded,
 * or opened in a tab —, or why there is none.
 */
export function PeriodFile(props: {
  label: string;
  path: string;
  open: 'download' | 'tab';
  children: ReactNode;
}) {
  const [period, setPeriod] = useState(monthSoFar);
  const query = periodSearch(period);
  const opens =
    props.open === 'download' ? { download: true } : { target: '_blank', rel: 'noopener' };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <PeriodFields label={props.label} value={period} onChange={setPeriod} />
      {query ? (
        <a href={`${props.path}?${query}`} {...opens} className={buttonClasses('outline')}>
          {props.children}
        </a>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          A data final deve ser posterior à inicial.
        </p>
      )}
    </div>
  );
}
