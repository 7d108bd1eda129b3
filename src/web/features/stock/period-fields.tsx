import { useState, type ReactNode } from 'react';
import { buttonClasses } from '../../components/button-link.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { monthSoFar, periodSearch } from './period.ts';

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
