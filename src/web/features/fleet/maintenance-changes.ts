import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { fleetKeys } from './api.ts';

/**
 * What is recorded on an aircraft (issue 40 items 3-4): by the office, an item of maintenance to
 * follow, maintenance done, a release to fly past due; by the office or its pilot, a flight of
 * the logbook written by hand or a correction. The fleet and the dashboard's alerts read again.
 */
const useAircraftRecord = (id: string, path: string) =>
  useChange(
    (body: object) => api<{ id: string }>(`/api/frota/aeronaves/${id}/${path}`, { body }),
    [fleetKeys.all, ['dashboard']],
  );

export const useAddMaintenanceItem = (id: string) => useAircraftRecord(id, 'manutencao/itens');
export const useRecordMaintenance = (id: string) => useAircraftRecord(id, 'manutencao/realizadas');
export const useAddRelease = (id: string) => useAircraftRecord(id, 'liberacoes');
export const useAddLogbookEntry = (id: string) => useAircraftRecord(id, 'diario/lancamentos');
