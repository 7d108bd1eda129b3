import { Suspense } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useAddressParam } from './address-param.ts';
import { RunList } from './run-list.tsx';

const RunDetail = lazyComponent(() => import('./run-detail.tsx').then((m) => m.RunDetail));

/**
 * 'Folha de pagamento': the runs of a year, or the run named in the address (`?folha=<id>`),
 * so a run can be linked to and reloaded.
 */
export function PayrollTab() {
  const [opened, open] = useAddressParam('folha');
  if (!opened) return <RunList onOpen={open} />;
  return (
    <Suspense fallback={<Spinner />}>
      <RunDetail key={opened} id={opened} onBack={() => open(null)} />
    </Suspense>
  );
}
