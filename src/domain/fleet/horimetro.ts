/** A flight of the logbook as the horímetro's continuity reads it. */
export type HorimetroFlight = {
  key: string;
  data: string;
  hora: string | null;
  horimetro_inicio: number | null;
  horimetro_fim: number | null;
};

/** A break in the horímetro between one flight and the next. */
export type HorimetroBreak = {
  /** The flight that does not start where the previous one ended. */
  key: string;
  anterior: string;
  tipo: 'lacuna' | 'sobreposicao';
  /** Where the previous flight ended and where this one starts. */
  fim_anterior: number;
  inicio: number;
  /** The difference in hours (positive: a gap; negative: an overlap), exact in tenths. */
  diferenca: number;
};

const tenths = (value: number) => Math.round(value * 10);

/**
 * The logbook's horímetro read from one record to the next (ANAC Res. 773/2025: the hours are
 * continuous): flights in order of day, time and reading, each one's start against the previous
 * one's end. A start above it is a gap (hours flown and not recorded), below it an overlap
 * (hours recorded twice). Flights without both readings are left out of the chain. `before` is
 * the last record before the period read: the period's first flight continues from it.
 */
export function horimetroBreaks(
  flights: readonly HorimetroFlight[],
  before: HorimetroFlight | null = null,
): HorimetroBreak[] {
  const chain = [...(before ? [before] : []), ...flights]
    .filter((f) => f.horimetro_inicio !== null && f.horimetro_fim !== null)
    .sort(
      (a, b) =>
        a.data.localeCompare(b.data) ||
        a.horimetro_inicio! - b.horimetro_inicio! ||
        (a.hora ?? '').localeCompare(b.hora ?? ''),
    );
  const breaks: HorimetroBreak[] = [];
  for (let i = 1; i < chain.length; i++) {
    const previous = chain[i - 1]!;
    const flight = chain[i]!;
    const difference = tenths(flight.horimetro_inicio!) - tenths(previous.horimetro_fim!);
    if (difference === 0) continue;
    breaks.push({
      key: flight.key,
      anterior: previous.key,
      tipo: difference > 0 ? 'lacuna' : 'sobreposicao',
      fim_anterior: previous.horimetro_fim!,
      inicio: flight.horimetro_inicio!,
      diferenca: difference / 10,
    });
  }
  return breaks;
}

/** 'Lacuna de 0,4 h no horímetro (1.522,1 → 1.522,5).' */
export function breakText(b: HorimetroBreak): string {
  const hours = (value: number) =>
    value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const what = b.tipo === 'lacuna' ? 'Lacuna' : 'Sobreposição';
  return `${what} de ${hours(Math.abs(b.diferenca))} h no horímetro (${hours(b.fim_anterior)} → ${hours(b.inicio)}).`;
}
