import { Suspense, useState } from 'react';
import type { FleetAircraft, MaintenanceResponse } from '../../../domain/fleet/contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useMe } from '../../lib/session.ts';

// The dialogs' forms (react-hook-form and the contracts) load when one opens.
const MaintenanceItemDialog = lazyComponent(() =>
  import('./maintenance-item-dialog.tsx').then((m) => m.MaintenanceItemDialog),
);
const MaintenanceRecordDialog = lazyComponent(() =>
  import('./maintenance-record-dialog.tsx').then((m) => m.MaintenanceRecordDialog),
);
const ReleaseDialog = lazyComponent(() =>
  import('./release-dialog.tsx').then((m) => m.ReleaseDialog),
);

/** Maintenance and releases are the office's (owner, admin): a pilot sees none of these. */
export function useOfficeRole() {
  const role = useMe().data?.membership?.role;
  return role === 'owner' || role === 'admin';
}

/** 'Nova manutenção' and 'Liberar para voo' on an aircraft, for the office. */
export function AircraftMaintenanceActions({ aircraft }: { aircraft: FleetAircraft }) {
  const [open, setOpen] = useState<'item' | 'release' | null>(null);
  const office = useOfficeRole();
  if (!office) return null;
  const close = () => setOpen(null);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" className={buttonClasses('outline')} onClick={() => setOpen('item')}>
        Nova manutenção
      </button>
      <button type="button" className={buttonClasses('outline')} onClick={() => setOpen('release')}>
        Liberar para voo
      </button>
      <Suspense>
        {open === 'item' && <MaintenanceItemDialog aircraft={aircraft} onClose={close} />}
        {open === 'release' && <ReleaseDialog aircraft={aircraft} onClose={close} />}
      </Suspense>
    </div>
  );
}

/** 'Registrar manutenção feita' on an item, for the office. */
export function RecordMaintenanceAction(props: {
  aircraft: FleetAircraft;
  item: MaintenanceResponse['itens'][number];
}) {
  const [open, setOpen] = useState(false);
  const office = useOfficeRole();
  if (!office) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('outline')}
        aria-label={`Registrar manutenção feita: ${props.item.nome}`}
        onClick={() => setOpen(true)}
      >
        Registrar manutenção feita
      </button>
      {open && (
        <Suspense>
          <MaintenanceRecordDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
