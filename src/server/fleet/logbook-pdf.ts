import type { LogbookFlight, LogbookResponse } from '../../domain/fleet/contracts.ts';
import { flightNotes } from '../../domain/fleet/flight-notes.ts';
import { LOGBOOK_FLIGHT_KIND_LABELS } from '../../domain/fleet/values.ts';
import { formatDate, formatDecimal, formatMoment } from '../../domain/format.ts';
import { createPdf, tableSection, type Column } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';

const text = (value: string | number | null) => (value === null ? '—' : String(value));

/** The readings of a flight: an avião's horímetro, a drone's flight time and battery cycles. */
const readings = (flight: LogbookFlight, drone: boolean) =>
  drone
    ? [text(flight.tempo_voo_min), text(flight.ciclos_bateria)]
    : [
        flight.horimetro_inicio === null ? '—' : formatDecimal(flight.horimetro_inicio, 1),
        flight.horimetro_fim === null ? '—' : formatDecimal(flight.horimetro_fim, 1),
      ];

/**
 * The logbook (diário de bordo, ANAC Res. 773/2025) of an aircraft over a period as a PDF: per
 * day its flights, the horímetro's warnings, and the pilot's signature with its SHA-256; what
 * was written after a signature is marked, a corrected entry names its correction.
 */
export async function logbookPdf(
  company: Issuer,
  logbook: LogbookResponse,
  period: { de: string; ate: string },
) {
  const { aeronave, dias } = logbook;
  const drone = aeronave.tipo === 'drone';
  const { doc, finish } = await createPdf({
    title: `Diário de bordo ${aeronave.prefixo}`,
    landscape: true,
  });
  letterhead(doc, company, {
    title: 'DIÁRIO DE BORDO',
    subtitle: `${aeronave.prefixo} · ${formatDate(period.de)} a ${formatDate(period.ate)}`,
  });
  const columns: Column[] = [
    { header: 'Voo', width: 0.13 },
    { header: 'Piloto e tripulação', width: 0.17 },
    { header: 'Decolagem', width: 0.07 },
    { header: 'Pouso', width: 0.07 },
    ...(drone
      ? [
          { header: 'Tempo (min)', width: 0.08, align: 'right' as const },
          { header: 'Ciclos de bateria', width: 0.08, align: 'right' as const },
        ]
      : [
          { header: 'Horímetro inicial', width: 0.08, align: 'right' as const },
          { header: 'Horímetro final', width: 0.08, align: 'right' as const },
        ]),
    { header: 'Pousos', width: 0.06, align: 'right' },
    { header: 'Combustível (L)', width: 0.08, align: 'right' },
    { header: 'Ocorrências', width: 0.18 },
  ];
  if (dias.length === 0) doc.moveDown(1).text('Nenhum voo no período.');
  for (const day of dias) {
    const rows = day.voos.map((flight) => [
      [
        LOGBOOK_FLIGHT_KIND_LABELS[flight.tipo],
        flight.operacao,
        flight.posterior ? '(após a assinatura)' : null,
        flight.corrigido ? '(corrigido)' : null,
      ]
        .filter(Boolean)
        .join(' '),
      [flight.piloto, flight.tripulacao].filter(Boolean).join(' · ') || '—',
      text(flight.hora_decolagem),
      text(flight.hora_pouso),
      ...readings(flight, drone),
      String(flight.pousos),
      flight.combustivel_l === null ? '—' : formatDecimal(flight.combustivel_l, 1),
      text(flightNotes(flight)),
    ]);
    tableSection(doc, formatDate(day.data), columns, rows);
    for (const warning of day.avisos) doc.moveDown(0.3).text(`Aviso: ${warning}`);
    const signature = day.assinatura;
    doc
      .moveDown(0.3)
      .text(
        signature
          ? `Fechado e assinado por ${signature.piloto} em ${formatMoment(signature.assinado_em.toISOString())} · SHA-256 ${signature.sha256}`
          : 'Dia em aberto: ainda não assinado pelo piloto.',
      );
  }
  return finish();
}
