// The minimum distances between an aerial application and what it must keep away from, as data:
// each rule set is a norm, the aircraft it governs, the day it took force and, per kind of
// sensitive point, the metres and the article that sets them (decision 038). A new norm is a
// new entry with its own start; an operation is judged by the set in force on its day.

import type { RuleAircraftKind, SensitivePointKind } from './values.ts';

export type DistanceRule = { metros: number; artigo: string };

export type DistanceRuleSet = {
  id: string;
  norma: string;
  aeronaves: readonly RuleAircraftKind[];
  /** The first day (ISO, São Paulo's calendar) the set is in force. */
  vigenteDesde: string;
  /** The minimum per kind; a kind the norm does not name ('outro') is measured, never warned. */
  regras: Partial<Record<SensitivePointKind, DistanceRule>>;
};

const IN_2_2008_A: DistanceRule = { metros: 500, artigo: 'IN MAPA nº 2/2008, Art. 10, I, a' };
const IN_2_2008_B: DistanceRule = { metros: 250, artigo: 'IN MAPA nº 2/2008, Art. 10, I, b' };
const ARP: DistanceRule = { metros: 20, artigo: 'Portaria MAPA nº 298/2021, Art. 10' };

export const DISTANCE_RULE_SETS: readonly DistanceRuleSet[] = [
  {
    id: 'in-mapa-2-2008',
    norma: 'IN MAPA nº 2/2008',
    // Before the drones' own norm, Art. 10 was the rule of every aerial application.
    aeronaves: ['aviao', 'drone'],
    vigenteDesde: '2008-01-08',
    regras: {
      povoacao: IN_2_2008_A,
      captacao_publica: IN_2_2008_A,
      moradia: IN_2_2008_B,
      manancial: IN_2_2008_B,
      animais: IN_2_2008_B,
      // Bees are a group of animals: the apiary keeps the 250 m of item I, b.
      apiario: IN_2_2008_B,
    },
  },
  {
    id: 'portaria-mapa-298-2021',
    norma: 'Portaria MAPA nº 298/2021 (ARP)',
    aeronaves: ['drone'],
    vigenteDesde: '2021-10-01',
    regras: {
      povoacao: ARP,
      captacao_publica: ARP,
      moradia: ARP,
      manancial: ARP,
      animais: ARP,
      apiario: ARP,
    },
  },
];

/** The set in force on `day` (ISO) for the aircraft's kind: the latest that started by then. */
export function ruleSetFor(
  kind: RuleAircraftKind,
  day: string,
  sets: readonly DistanceRuleSet[] = DISTANCE_RULE_SETS,
): DistanceRuleSet | null {
  return sets
    .filter((set) => set.aeronaves.includes(kind) && set.vigenteDesde <= day)
    .reduce<DistanceRuleSet | null>(
      (latest, set) => (latest === null || set.vigenteDesde > latest.vigenteDesde ? set : latest),
      null,
    );
}
