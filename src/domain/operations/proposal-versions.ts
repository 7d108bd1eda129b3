import { formatDate, formatDecimal } from '../format.ts';
import type { ChangeProposal } from './change-proposals.ts';
import type { OperationDetail } from './contracts.ts';
import { OPERATION_STATUS_LABELS, PILOT_EDITABLE_FIELDS } from './values.ts';

/**
 * The two versions of an operation side by side (issue 41, decision 039): the office's as it now
 * reads and the field's change kept as a proposal, field by field, as people read them.
 */
export type VersionRow = {
  field: string;
  label: string;
  /** The office's value now. */
  office: string;
  /** The field's value, as the proposal would leave it. */
  proposed: string;
  /** Whether applying the proposal writes it (a pilot's edit changes only what a pilot records). */
  applies: boolean;
};

type Operation = OperationDetail['operation'];
type Kind = 'date' | 'text' | 'volume' | { unit: string; digits: number };

const number = (unit: string, digits = 1): Kind => ({ unit, digits });

/** The operation's own fields a change from the field may carry, in the form's order. */
const COMPARED: [keyof Operation, string, Kind][] = [
  ['data', 'Data', 'date'],
  ['hora_inicio', 'Hora de início', 'text'],
  ['hora_fim', 'Hora de término', 'text'],
  ['area_ha', 'Área aplicada', number('ha', 2)],
  ['volume_calda', 'Volume de calda', 'volume'],
  ['altura_voo_m', 'Altura de voo', number('m')],
  ['largura_faixa_m', 'Largura de faixa', number('m')],
  ['temperatura_inicio', 'Temperatura no início', number('°C')],
  ['temperatura_fim', 'Temperatura no término', number('°C')],
  ['umidade_inicio', 'Umidade relativa no início', number('%', 0)],
  ['umidade_fim', 'Umidade relativa no término', number('%', 0)],
  ['vento_inicio', 'Velocidade do vento no início', number('km/h')],
  ['vento_fim', 'Velocidade do vento no término', number('km/h')],
  ['vento_direcao_inicio', 'Direção do vento no início', 'text'],
  ['vento_direcao_fim', 'Direção do vento no término', 'text'],
  ['horimetro_inicio', 'Horímetro inicial', number('h')],
  ['horimetro_fim', 'Horímetro final', number('h')],
  ['tempo_voo_min', 'Tempo de voo', number('min', 0)],
  ['ciclos_bateria', 'Ciclos de bateria', number('', 0)],
  ['obstaculos', 'Obstáculos e áreas sensíveis', 'text'],
  ['observacoes', 'Observações', 'text'],
];

/** `field` of a version as read on screen: '10/11/2026', '1.523,4 h', '—' for none. */
function shown(version: Record<string, unknown>, field: string, kind: Kind): string {
  const value = version[field];
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'text') return String(value);
  const amount = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(amount)) return String(value);
  const { unit, digits } =
    kind === 'volume' ? { unit: String(version.unidade_volume ?? 'L/ha'), digits: 1 } : kind;
  return `${formatDecimal(amount, digits)}${unit ? ` ${unit}` : ''}`;
}

const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

/** What an action proposal leaves the operation as: started, or concluded with its options. */
function actionRows(proposal: ChangeProposal, operation: Operation): VersionRow[] {
  const status = proposal.acao === 'iniciar' ? 'em_andamento' : 'concluida';
  const rows: VersionRow[] = [
    {
      field: 'status',
      label: 'Situação',
      office: OPERATION_STATUS_LABELS[operation.status],
      proposed: OPERATION_STATUS_LABELS[status],
      applies: true,
    },
  ];
  const { confirmarClima, justificativaDistancias } = proposal.dados as {
    confirmarClima?: boolean;
    justificativaDistancias?: string;
  };
  if (proposal.acao === 'concluir' && confirmarClima)
    rows.push({
      field: 'confirmarClima',
      label: 'Condições fora da janela meteorológica',
      office: '—',
      proposed: 'Confirmadas pelo piloto',
      applies: true,
    });
  if (justificativaDistancias)
    rows.push({
      field: 'justificativaDistancias',
      label: 'Justificativa das distâncias (Art. 10)',
      office: operation.distancias_justificativa ?? '—',
      proposed: justificativaDistancias,
      applies: true,
    });
  return rows;
}

/**
 * The rows that tell the two versions apart: for an edit, each field whose value differs (a
 * pilot's edit marked as not applied where it touches what only the office changes); for a start
 * or a conclusion, the status it leads to and the options it was sent with.
 */
export function versionRows(proposal: ChangeProposal, detail: OperationDetail): VersionRow[] {
  const { operation } = detail;
  if (proposal.acao !== 'editar') return actionRows(proposal, operation);
  const current: Record<string, unknown> = operation;
  return COMPARED.flatMap(([field, label, kind]) => {
    const office = shown(current, field, kind);
    const proposed = shown(proposal.dados, field, kind);
    if (office === proposed) return [];
    return [
      { field, label, office, proposed, applies: !proposal.de_piloto || pilotFields.has(field) },
    ];
  });
}
