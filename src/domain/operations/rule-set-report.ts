import { formatDate, formatDecimal } from '../format.ts';
import { flightHours } from './quantities.ts';
import type { OperationReportData } from './report-data.ts';
import { ruleSetOf } from './rule-set.ts';

/**
 * The parts of the relatório operacional that follow its rule set (issue 40), written once for
 * the page and the PDF: the title and legal basis, the flight (horímetro for an aeroplane;
 * flight time and battery cycles for a drone), the aircraft and crew, and who signs. A value is
 * text, or null where nothing was recorded (printed '—').
 */
export type ReportLine = [label: string, value: string | null];

const amount = (value: number | null | undefined, digits: number, unit: string) =>
  value === null || value === undefined ? null : `${formatDecimal(value, digits)}${unit}`;
const or = (value: string | null | undefined) => value || '—';

/** The report's title and the rule it follows. */
export function reportHeading(r: OperationReportData) {
  return ruleSetOf(r) === 'portaria-298-2021'
    ? {
        title: 'Relatório operacional de aplicação por aeronave remotamente pilotada (ARP)',
        basis: 'Portaria MAPA nº 298/2021',
        registration: `Registro MAPA de operador de ARP ${or(r.company.registro_mapa_arp)}`,
      }
    : {
        title: 'Relatório operacional de aplicação aérea',
        basis: 'Instrução Normativa MAPA nº 2/2008, Anexo I',
        registration: `Registro MAPA ${or(r.company.registro_mapa)}`,
      };
}

/** Item 8: the day, the times and the flight as the aircraft's kind measures it. */
export function flightLines(r: OperationReportData): { title: string; lines: ReportLine[] } {
  const op = r.operation;
  const day: ReportLine[] = [
    ['Data', formatDate(op.data)],
    ['Início', op.hora_inicio],
    ['Término', op.hora_fim],
  ];
  if (ruleSetOf(r) === 'portaria-298-2021')
    return {
      title: 'Horários, tempo de voo e baterias',
      lines: [
        ...day,
        ['Tempo de voo', amount(op.tempo_voo_min, 0, ' min')],
        ['Ciclos de bateria', amount(op.ciclos_bateria, 0, '')],
      ],
    };
  return {
    title: 'Horários e horímetro',
    lines: [
      ...day,
      ['Horímetro inicial', amount(op.horimetro_inicio, 1, ' h')],
      ['Horímetro final', amount(op.horimetro_fim, 1, ' h')],
      ['Horas de voo', amount(flightHours(op.horimetro_inicio, op.horimetro_fim), 1, ' h')],
    ],
  };
}

/** Item 9: the aircraft and the crew, each with the registrations its rule set asks. */
export function crewLines(r: OperationReportData): ReportLine[] {
  const plane = r.aeronave;
  const agronomist: ReportLine = [
    'Engenheiro agrônomo',
    r.agronomo && `${r.agronomo.nome} · CREA ${or(r.agronomo.crea)}`,
  ];
  if (ruleSetOf(r) === 'portaria-298-2021')
    return [
      ['Registro MAPA do operador de ARP', r.company.registro_mapa_arp ?? null],
      [
        'Aeronave remotamente pilotada',
        plane && `${plane.fabricante} ${plane.modelo} · registro ANAC ${plane.prefixo}`,
      ],
      ['Número de série', plane?.numero_serie ?? null],
      ['Capacidade do tanque', amount(plane?.capacidade_tanque_l, 0, ' L')],
      ['Baterias', amount(plane?.baterias, 0, '')],
      [
        'Piloto remoto (aplicador)',
        r.piloto && `${r.piloto.nome} · registro ANAC ${or(r.piloto.registro_arp)}`,
      ],
      [
        'CAAR',
        r.piloto?.caar_certificado
          ? `${r.piloto.caar_certificado}${r.piloto.caar_validade ? ` · válido até ${formatDate(r.piloto.caar_validade)}` : ''}`
          : null,
      ],
      agronomist,
    ];
  return [
    ['Aeronave', plane && `${plane.prefixo} · ${plane.fabricante} ${plane.modelo}`],
    ['Piloto', r.piloto && `${r.piloto.nome} · CANAC ${or(r.piloto.canac)}`],
    agronomist,
    ['Técnico executor', r.tecnico?.nome ?? null],
  ];
}

/** Who signs the report, with the name printed under each line. */
export function signatureLines(r: OperationReportData): ReportLine[] {
  const agronomist: ReportLine = [
    'Engenheiro agrônomo (CREA)',
    r.agronomo && `${r.agronomo.nome} · ${or(r.agronomo.crea)}`,
  ];
  if (ruleSetOf(r) === 'portaria-298-2021')
    return [['Piloto remoto (aplicador)', r.piloto?.nome ?? null], agronomist];
  return [
    ['Piloto', r.piloto?.nome ?? null],
    agronomist,
    ['Técnico executor', r.tecnico?.nome ?? null],
  ];
}
