import { useQuery } from '@tanstack/react-query';
import type { FleetAircraft } from '../../../domain/fleet/contracts.ts';
import { dueText } from '../../../domain/fleet/maintenance-due.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { CardSection } from '../../components/card-section.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { maintenanceQuery } from './api.ts';
import { DueBadge } from './due-badge.tsx';
import { AircraftMaintenanceActions, RecordMaintenanceAction } from './maintenance-actions.tsx';
import { MaintenanceDone } from './maintenance-done.tsx';

/** An aircraft's maintenance: its hours, each item with what is left, what was done, releases. */
export function AircraftMaintenance({ aircraft }: { aircraft: FleetAircraft }) {
  const maintenance = useQuery(maintenanceQuery(aircraft.id));
  return (
    <CardSection title={`Manutenção — ${aircraft.prefixo}`} className="mt-6">
      <Loaded query={maintenance} error="Não foi possível carregar a manutenção.">
        {(data) => (
          <>
            <p className="mt-2 text-sm text-ink-700">
              {formatDecimal(data.uso.horas, 1)} h
              {aircraft.tipo === 'drone' && ` · ${data.uso.ciclos} ciclos de bateria`}
            </p>
            <AircraftMaintenanceActions aircraft={aircraft} />
            {data.itens.length === 0 ? (
              <p className="mt-3 text-ink-700">Nenhum item de manutenção cadastrado.</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {data.itens.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <DueBadge state={item.situacao} />
                    <span className="text-ink-900">{dueText(item.nome, item)}</span>
                    <RecordMaintenanceAction aircraft={aircraft} item={item} />
                  </li>
                ))}
              </ul>
            )}
            <MaintenanceDone records={data.realizadas} />
            {data.liberacoes.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold text-ink-900">Liberações registradas</h3>
                <ul className="mt-1 space-y-1 text-sm text-ink-700">
                  {data.liberacoes.map((release) => (
                    <li key={release.id}>
                      {formatDate(release.data)} · {release.por ?? '—'}: {release.motivo}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Loaded>
    </CardSection>
  );
}
