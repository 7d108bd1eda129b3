import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { fleetKeys } from './api.ts';

/**
 * What the office records on an aircraft (issue 40 item 4): an item of maintenance to follow,
 * maintenance done, a release to fly past due. The fleet and the dashboard's alerts read again.
 */
const useOfficeRecord = (id: string, path: string) =>
  useChange(
    (body: object) => api<{ id: string }>(`/api/frota/aeronaves/${id}/${path}`, { body }),
    [fleetKeys.all, ['dashboard']],
  );

export const useAddMaintenanceItem = (id: string) => useOfficeRecord(id, 'manutencao/itens');
export const useRecordMaintenance = (id: string) => useOfficeRecord(id, 'manutencao/realizadas');
export const useAddRelease = (id: string) => useOfficeRecord(id, 'liberacoes');
