import { Suspense, useState } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { PropertyPlace } from './sensitive-points-list.tsx';

// The list's code (the form, its contracts, the map) loads when the section is first opened.
const PointsOf = lazyComponent(() => import('./sensitive-points-list.tsx').then((m) => m.PointsOf));

/**
 * 'Pontos sensíveis (Art. 10)' of a property, opened from its row: read from the API only when
 * opened, so a page of properties asks nothing until someone looks.
 */
export function SensitivePoints(props: {
  propertyId: string;
  canChange: boolean;
  place: PropertyPlace;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Pontos sensíveis (Art. 10)
      </summary>
      {open && (
        <Suspense fallback={<Spinner />}>
          <PointsOf {...props} />
        </Suspense>
      )}
    </details>
  );
}
