import { spreadCents } from '../stock/nfe-costs.ts';

/**
 * What a pilot cost the company in a month ('YYYY-MM'), from its closed payroll runs of that
 * competência: the gross pay less the absences discounted, plus the FGTS the employer deposits.
 */
export type PilotPay = { employee_id: string; nome: string; mes: string; custo_cents: number };

/** The flight hours a pilot flew one aircraft in a month, in concluded operations. */
export type PilotFlights = { employee_id: string; mes: string; aircraft_id: string; horas: number };

/**
 * A pilot's cost in the month: proventos − faltas + FGTS, in centavos. The INSS and IRRF are the
 * employee's, withheld from the gross; the FGTS (8 %, Lei 8.036/1990 art. 15) is the employer's.
 */
export const pilotCost = (item: { proventos: number; faltas: number; fgts: number }) =>
  item.proventos - item.faltas + item.fgts;

/**
 * Each pilot's month of pay spread over the aircraft they flew that month, in proportion to the
 * flight hours (the horímetro every concluded operation has: the pay is for the pilot's time, and
 * hectares per hour differ between aircraft), to the centavo by the largest remainder. A month
 * of pay with no flights is kept apart, `nao_alocado`, so the fleet's total still carries it.
 */
export function allocatePilotPay(pay: readonly PilotPay[], flights: readonly PilotFlights[]) {
  const porAeronave = new Map<string, number>();
  const nao_alocado: PilotPay[] = [];
  for (const month of pay) {
    const flown = flights.filter(
      (f) => f.employee_id === month.employee_id && f.mes === month.mes && f.horas > 0,
    );
    if (flown.length === 0) {
      nao_alocado.push(month);
      continue;
    }
    // Hours are kept in tenths (the horímetro's), so the weights are whole numbers.
    const shares = spreadCents(
      month.custo_cents,
      flown.map((f) => Math.round(f.horas * 10)),
    );
    flown.forEach((f, index) => {
      porAeronave.set(f.aircraft_id, (porAeronave.get(f.aircraft_id) ?? 0) + shares[index]!);
    });
  }
  return { porAeronave, nao_alocado };
}
