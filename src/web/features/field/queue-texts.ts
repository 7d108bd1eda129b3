import { formatDecimal } from '../../../domain/format.ts';
import { FUEL_LABELS, type Fuel } from '../../../domain/stock/values.ts';
import {
  ATTACHMENT_KIND_LABELS,
  type ATTACHMENT_KINDS,
} from '../../../domain/operations/values.ts';
import type { ChangeState, QueuedChange } from '../../lib/field/field-store.ts';

/** '1 alteração', '3 alterações'. */
export const changesText = (count: number) =>
  `${count} ${count === 1 ? 'alteração' : 'alterações'}`;

/** What a queued change does, in the words of the operation's page. */
export function changeLabel(change: QueuedChange): string {
  if (change.file) {
    const kind =
      ATTACHMENT_KIND_LABELS[change.file.fields.tipo as (typeof ATTACHMENT_KINDS)[number]];
    return `Anexo (${kind}): ${change.file.name}`;
  }
  if (change.files) return `Área aplicada: ${change.files.map((file) => file.name).join(', ')}`;
  if (change.path.endsWith('/iniciar')) return 'Início da operação';
  if (change.path.endsWith('/concluir')) return 'Conclusão da operação';
  if (change.path.endsWith('/combustivel/saidas')) {
    const body = change.body as { combustivel: Fuel; litros: number | null };
    const litres =
      body.litros === null ? 'pelo consumo da aeronave' : `${formatDecimal(body.litros, 1)} L`;
    return `Combustível: ${FUEL_LABELS[body.combustivel]}, ${litres}`;
  }
  return 'Dados da operação (horários, clima, produtos, área)';
}

/** Where a change stands, as the list says it. */
export const STATE_LABELS: Record<ChangeState, string> = {
  waiting: 'Aguardando envio',
  sent: 'Enviada',
  refused: 'Recusada pelo servidor',
  conflict: 'O escritório alterou a operação',
};
