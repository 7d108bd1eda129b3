import { describe, expect, it } from 'vitest';
import type { ChangeProposal } from './change-proposals.ts';
import type { OperationDetail } from './contracts.ts';
import { versionRows } from './proposal-versions.ts';

// The office moved the operation to 12/11/2026 and wrote a note; the pilot, offline on the
// version of 10/11, recorded the times, the weather and the horímetro, then concluded.
const office = {
  operation: {
    status: 'agendada',
    data: '2026-11-12',
    hora_inicio: null,
    hora_fim: null,
    area_ha: 120.5,
    volume_calda: 10,
    unidade_volume: 'L/ha',
    temperatura_fim: null,
    horimetro_fim: 1520.3,
    vento_direcao_inicio: null,
    observacoes: 'Remarcada a pedido do produtor.',
    distancias_justificativa: null,
  },
} as unknown as OperationDetail;

const proposal = (acao: ChangeProposal['acao'], dados: object, de_piloto = true) =>
  ({ acao, dados, de_piloto }) as ChangeProposal;

const pilotEdit = {
  data: '2026-11-10',
  hora_inicio: '06:10',
  hora_fim: '07:40',
  area_ha: 120.5,
  volume_calda: 10,
  unidade_volume: 'L/ha',
  temperatura_fim: 27.5,
  horimetro_fim: 1523.4,
  vento_direcao_inicio: 'NE',
  observacoes: 'Remarcada a pedido do produtor.',
};

describe('the two versions of an operation, field by field', () => {
  it.each([
    [
      "a pilot's edit: the date is shown but kept as the office's; what a pilot records applies",
      proposal('editar', pilotEdit),
      [
        ['Data', '12/11/2026', '10/11/2026', false],
        ['Hora de início', '—', '06:10', true],
        ['Hora de término', '—', '07:40', true],
        ['Temperatura no término', '—', '27,5 °C', true],
        ['Direção do vento no início', '—', 'NE', true],
        ['Horímetro final', '1.520,3 h', '1.523,4 h', true],
      ],
    ],
    [
      "an office member's edit applies whole",
      proposal('editar', { ...pilotEdit, volume_calda: 12.5, hora_inicio: null }, false),
      [
        ['Data', '12/11/2026', '10/11/2026', true],
        ['Hora de término', '—', '07:40', true],
        ['Volume de calda', '10,0 L/ha', '12,5 L/ha', true],
        ['Temperatura no término', '—', '27,5 °C', true],
        ['Direção do vento no início', '—', 'NE', true],
        ['Horímetro final', '1.520,3 h', '1.523,4 h', true],
      ],
    ],
    [
      'a conclusion, with the weather confirmed and the Art. 10 justification (IN MAPA nº 2/2008, Art. 10)',
      proposal('concluir', {
        confirmarClima: true,
        justificativaDistancias: 'Morador ausente; faixa de 300 m sem aplicação.',
      }),
      [
        ['Situação', 'Agendada', 'Concluída', true],
        ['Condições fora da janela meteorológica', '—', 'Confirmadas pelo piloto', true],
        [
          'Justificativa das distâncias (Art. 10)',
          '—',
          'Morador ausente; faixa de 300 m sem aplicação.',
          true,
        ],
      ],
    ],
    ['a start', proposal('iniciar', {}), [['Situação', 'Agendada', 'Em andamento', true]]],
  ])('%s', (_case, change, expected) => {
    expect(
      versionRows(change, office).map((row) => [row.label, row.office, row.proposed, row.applies]),
    ).toEqual(expected);
  });

  it('shows no row for an edit that changes nothing the office has not', () => {
    const same = {
      ...pilotEdit,
      ...office.operation,
      hora_inicio: null,
      vento_direcao_inicio: null,
    };
    expect(versionRows(proposal('editar', same), office)).toEqual([]);
  });
});
