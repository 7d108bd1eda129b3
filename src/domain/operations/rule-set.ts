import { labelled } from '../labelled.ts';
import type { AircraftKind } from '../registers/values.ts';

/**
 * The rule sets a relatório operacional follows (issue 40). An aeroplane's application follows
 * IN MAPA nº 2/2008 (Art. 9 and Anexo I: the horímetro, the técnico executor with CAVAG); a
 * drone's follows Portaria MAPA nº 298/2021 (the operator's MAPA registration for ARP, the
 * applicator's CAAR, the aircraft's ANAC/SISANT registration, flight time and battery cycles
 * instead of the horímetro). The frozen report records the rule set it was issued under.
 */
export const { values: REPORT_RULE_SETS, labels: REPORT_RULE_SET_LABELS } = labelled({
  'in-2-2008': 'IN MAPA nº 2/2008',
  'portaria-298-2021': 'Portaria MAPA nº 298/2021 (ARP)',
});
export type ReportRuleSet = (typeof REPORT_RULE_SETS)[number];

/**
 * The rule set of an operation, picked by its aircraft's kind. An operation with no aircraft
 * yet follows IN MAPA nº 2/2008, as every operation did before drones (its report still lacks
 * the aircraft, so it cannot be concluded until one is chosen).
 */
export function reportRuleSet(kind: AircraftKind | null | undefined): ReportRuleSet {
  return kind === 'drone' ? 'portaria-298-2021' : 'in-2-2008';
}

/** The rule set of a report's data: recorded in it, or IN MAPA nº 2/2008 for one frozen before drones. */
export const ruleSetOf = (report: { regra?: ReportRuleSet; operation: unknown }): ReportRuleSet =>
  report.regra ?? 'in-2-2008';

/**
 * What an operation keeps of the horímetro typed for it: nothing when its aircraft is a drone,
 * which has none (Portaria MAPA nº 298/2021 asks its flight time and battery cycles instead),
 * as the aircraft register empties a drone's horímetro (`onlyKindFields`). The form hides the
 * fields for a drone but may still send what was typed before the aircraft was changed.
 */
export function withoutDroneHorimetro<
  T extends { horimetro_inicio: number | null; horimetro_fim: number | null },
>(kind: AircraftKind | null | undefined, flight: T): T {
  return kind === 'drone' ? { ...flight, horimetro_inicio: null, horimetro_fim: null } : flight;
}
