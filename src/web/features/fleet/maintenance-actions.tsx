import { useState } from 'react';
import type { FleetAircraft, MaintenanceResponse } from '../../../domain/fleet/contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { useMe } from '../../lib/session.ts';
import { MaintenanceItemDialog } from './maintenance-item-dialog.tsx';
import { MaintenanceRecordDialog } from './maintenance-record-dialog.tsx';
import { ReleaseDialog } from './release-dialog.tsx';

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
      {open === 'item' && <MaintenanceItemDialog aircraft={aircraft} onClose={close} />}
      {open === 'release' && <ReleaseDialog aircraft={aircraft} onClose={close} />}
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
      {open && <MaintenanceRecordDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
