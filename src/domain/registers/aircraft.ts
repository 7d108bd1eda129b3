import type { AircraftKind } from './values.ts';

/**
 * How each kind of aircraft is identified (issue 40, decision 042).
 *
 * An aeroplane carries its Brazilian registration mark in the RAB (Registro Aeronáutico
 * Brasileiro): PP-, PR-, PS-, PT- or PU- and three letters.
 *
 * A drone (ARP) carries the identification ANAC's SISANT gives it (RBAC-E nº 94): two letters,
 * a hyphen and the nine digits chosen at its registration. 'PP-' is the ordinary registration
 * for a use other than recreation; 'PS-' the advanced drone's, whose project ANAC authorized and
 * which holds a CAER (the class 2 spray drones, over 25 kg). 'PR-' and nine digits is the
 * recreational registration (aeromodelo), which does not cover an application for hire, so it is
 * refused with its reason. A drone registered in the RAB itself (the path of a class 1 drone,
 * or of one matriculated by reserving marks) carries a mark like an aeroplane's: accepted too.
 */
export const AIRCRAFT_PREFIX = /^P[PRSTU]-[A-Z]{3}$/;
export const SISANT_NUMBER = /^P[PS]-\d{9}$/;
const RECREATIONAL_SISANT = /^PR-\d{9}$/;

/** 'pr abc' and 'PRABC' become 'PR-ABC'; 'ps 123 456 789' becomes 'PS-123456789'. */
export function normalizeAircraftPrefix(value: string): string {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const mark = /^([A-Z]{2})([A-Z]{3}|\d{9})$/.exec(compact);
  return mark ? `${mark[1]}-${mark[2]}` : value.trim();
}

export const PREFIX_INVALID = 'Prefixo inválido: use o formato PR-ABC.';
export const SISANT_INVALID =
  'Registro ANAC inválido: use o número do SISANT (PP- ou PS- e 9 dígitos, ex.: PP-123456789) ou a matrícula do RAB (ex.: PR-ABC).';
export const SISANT_RECREATIONAL =
  'Registro ANAC de uso recreativo (PR- e 9 dígitos): uma aplicação aeroagrícola exige o cadastro de uso não recreativo (PP-) ou de drone avançado (PS-).';

/**
 * Why `registration` (already normalized) cannot identify an aircraft of `kind`, or null when
 * it can.
 */
export function registrationProblem(kind: AircraftKind, registration: string): string | null {
  if (kind === 'aviao') return AIRCRAFT_PREFIX.test(registration) ? null : PREFIX_INVALID;
  if (SISANT_NUMBER.test(registration) || AIRCRAFT_PREFIX.test(registration)) return null;
  return RECREATIONAL_SISANT.test(registration) ? SISANT_RECREATIONAL : SISANT_INVALID;
}

/** Each kind's own fields: what the other kind's form hides and its row keeps empty. */
export const KIND_FIELDS = {
  aircraft: {
    aviao: ['horimetro_atual', 'ca_validade', 'cva_validade'],
    drone: ['numero_serie', 'baterias', 'sisant_validade'],
  },
  pilots: {
    aviao: ['canac', 'licenca', 'cma_validade', 'habilitacao_agricola_validade', 'cavag_validade'],
    drone: ['registro_arp', 'caar_certificado', 'caar_validade'],
  },
} as const satisfies Record<string, Record<AircraftKind, readonly string[]>>;

/** `row` with the fields of the kinds other than its own emptied (null). */
export function onlyKindFields<T extends { tipo: AircraftKind }>(
  register: keyof typeof KIND_FIELDS,
  row: T,
): T {
  const emptied = { ...row } as Record<string, unknown>;
  for (const [kind, fields] of Object.entries(KIND_FIELDS[register]))
    if (kind !== row.tipo) for (const field of fields) emptied[field] = null;
  return emptied as T;
}
