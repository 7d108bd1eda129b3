import { useQuery } from '@tanstack/react-query';
import { Plane } from 'lucide-react';
import { useState } from 'react';
import type { FleetAircraft } from '../../../domain/fleet/contracts.ts';
import { AIRCRAFT_KIND_LABELS } from '../../../domain/registers/values.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { fleetHeading } from '../../headings/fleet.ts';
import { PagedItems } from '../../components/paged-list.tsx';
import { fleetQuery } from './api.ts';
import { AircraftLogbook } from './aircraft-logbook.tsx';
import { AircraftMaintenance } from './aircraft-maintenance.tsx';
import { DueBadge } from './due-badge.tsx';

/**
 * `/frota` (issue 40 items 3-4): the fleet with each aircraft's hours and maintenance state; an
 * aircraft chosen opens its logbook by day (closed and signed by its pilot) and its maintenance.
 */
export function FleetPage() {
  const [pagina, setPagina] = useState(1);
  const [chosen, setChosen] = useState<FleetAircraft | null>(null);
  const fleet = useQuery(fleetQuery(pagina));
  return (
    <>
      <PageHeader {...fleetHeading} />
      <PagedItems
        query={fleet}
        error="Não foi possível carregar a frota."
        empty={
          <EmptyState icon={Plane}>
            Nenhuma aeronave cadastrada. Cadastre as aeronaves em Cadastros.
          </EmptyState>
        }
        page={pagina}
        onPage={setPagina}
        count={['aeronave', 'aeronaves']}
        className="mt-6 grid gap-3 md:grid-cols-2"
        item={(plane) => (
          <li
            key={plane.id}
            className="rounded-2xl border border-brand-100 bg-white p-4"
            aria-current={chosen?.id === plane.id || undefined}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-bold text-ink-900">
                {plane.prefixo} <span className="font-normal text-ink-700">{plane.modelo}</span>
              </h2>
              <DueBadge state={plane.situacao} />
            </div>
            <p className="mt-1 text-sm text-ink-700">
              {AIRCRAFT_KIND_LABELS[plane.tipo]} · {formatDecimal(plane.horas, 1)} h
            </p>
            {plane.alertas.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-sm text-ink-900">
                {plane.alertas.map((alert) => (
                  <li key={alert}>{alert}</li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className={`${buttonClasses('outline')} mt-3`}
              onClick={() => setChosen(plane)}
            >
              Abrir diário de bordo
            </button>
          </li>
        )}
      />
      {chosen && (
        <>
          <AircraftLogbook aircraft={chosen} />
          <AircraftMaintenance aircraft={chosen} />
        </>
      )}
    </>
  );
}
