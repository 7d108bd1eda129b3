import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { weatherWarnings } from '../../domain/operations/weather.ts';
import type { Db } from '../db/database.ts';
import { aircraft, operationProducts, operations } from '../db/schema/index.ts';
import { fuelDemoSeason } from './fuel.ts';
import { stockDemoSeason } from './stock.ts';
import { consumeOperationProducts } from '../stock/ledger.ts';
import { isoDate, type DemoRegisters } from './registers.ts';

/** A small deterministic generator, so every demo season is the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A season of operations up to `now` flown with the demo registers: soja, milho and algodão at
 * R$ 35–45/ha, 50–90 ha per flight hour, plausible weather, a few outside the window
 * (confirmed), and the next days scheduled. Concluded flights take their products from stock
 * and advance the aircraft's horímetro. Returns the rows and their ids, in date order.
 */
export async function seedDemoFlights(
  tx: Db,
  owner: { companyId: string; userId: string },
  registers: DemoRegisters,
  now: Date,
) {
  const { companyId } = owner;
  const { farms, planes, crew, drone, agronomist, executor, catalogue, cropIds, liquid } =
    registers;
  const next = random(2026);
  const between = (min: number, max: number) => min + (max - min) * next();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  const rows: (typeof operations.$inferInsert)[] = [];
  const lines: { seq: number; product: (typeof catalogue)[number] }[] = [];
  const sequence = new Map<number, number>();
  for (let day = -150; day <= 6; day += 1) {
    if (next() < 0.55) continue; // about three flights a week
    const date = addDays(now, day);
    const year = date.getUTCFullYear();
    const seq = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, seq);
    const month = date.getUTCMonth() + 1;
    const crop =
      month >= 10 || month <= 2
        ? pick(['Soja', 'Soja', 'Algodão'] as const)
        : pick(['Milho', 'Algodão'] as const);
    const farm = pick(farms);
    const plane = pick(planes);
    const area = Math.round(between(80, 380) * 100) / 100;
    const hours = Math.round((area / between(50, 90)) * 10) / 10;
    const start = plane.hours;
    plane.hours = Math.round((plane.hours + hours + 0.3) * 10) / 10;
    const startMinute = Math.round(between(330, 420));
    const end = startMinute + Math.round(hours * 60) + 20;
    const time = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const outside = next() < 0.06;
    const weather = {
      temperatura_inicio: Math.round(between(19, 25) * 10) / 10,
      temperatura_fim: Math.round(between(24, outside ? 32 : 29.5) * 10) / 10,
      umidade_inicio: Math.round(between(65, 88)),
      umidade_fim: Math.round(between(outside ? 44 : 52, 70)),
      vento_inicio: Math.round(between(3, 7) * 10) / 10,
      vento_fim: Math.round(between(4, 9.5) * 10) / 10,
    };
    const done = day < 0;
    // The demo company buys the products it applies (they leave its stock), so its price per ha
    // is application and product together, not the R$ 35–45 of application alone.
    const price = Math.round(between(120, 150)) * 100;
    rows.push({
      company_id: companyId,
      ano: year,
      sequencia: seq,
      status: done ? 'concluida' : 'agendada',
      client_id: farm.client,
      property_id: farm.id,
      service_id: liquid,
      crop_id: cropIds[crop],
      data: isoDate(date),
      area_ha: area,
      preco_unitario_cents: price,
      aircraft_id: plane.id,
      pilot_id: pick(crew),
      agronomist_id: agronomist,
      technician_id: executor,
      ...(done && {
        ...weather,
        hora_inicio: time(startMinute),
        hora_fim: time(end),
        volume_calda: pick([10, 12, 15, 20]),
        altura_voo_m: pick([3, 3.5, 4]),
        largura_faixa_m: 18,
        bico_tipo: 'Atomizador rotativo',
        bico_modelo: 'Micronair AU5000',
        vento_direcao_inicio: pick(['N', 'NE', 'L', 'SE'] as const),
        vento_direcao_fim: pick(['NE', 'L', 'SE', 'S'] as const),
        horimetro_inicio: start,
        horimetro_fim: Math.round((start + hours) * 10) / 10,
        valor_cents: Math.round(area * price),
        clima_alertas: weatherWarnings(weather),
        concluded_at: addDays(date, 0),
      }),
    });
    const main =
      crop === 'Milho' ? catalogue[1]! : pick([catalogue[0]!, catalogue[1]!, catalogue[2]!]);
    lines.push({ seq: rows.length - 1, product: main });
    if (next() < 0.5) lines.push({ seq: rows.length - 1, product: catalogue[3]! });
  }
  const inserted = await tx.insert(operations).values(rows).returning({ id: operations.id });
  const position = new Map<number, number>();
  await tx.insert(operationProducts).values(
    lines.map(({ seq, product }) => {
      const posicao = (position.get(seq) ?? 0) + 1;
      position.set(seq, posicao);
      return {
        company_id: companyId,
        operation_id: inserted[seq]!.id,
        product_id: product.id,
        posicao,
        dose_por_ha: product.dose,
        receituario_numero: product.prescription
          ? `RA-${rows[seq]!.ano}-${String(seq + 1).padStart(4, '0')}`
          : null,
        receituario_data: product.prescription ? rows[seq]!.data : null,
      };
    }),
  );
  // Each concluded flight took its products from stock, as concluding one in the app does: the
  // season's purchase came in first.
  // Each movement is stamped when it happened: the purchases on their NF's day, a flight's
  // consumption when it concluded.
  const seasonStart = addDays(now, -160);
  await stockDemoSeason(tx, { ...owner, now: seasonStart }, rows, lines, seasonStart);
  for (const [index, row] of rows.entries())
    if (row.status === 'concluida')
      await consumeOperationProducts(
        tx,
        { ...owner, now: row.concluded_at! },
        inserted[index]!.id,
        row.area_ha!,
      );
  await fuelDemoSeason(
    tx,
    { ...owner, now: seasonStart },
    rows.map((row, index) => ({ ...row, id: inserted[index]!.id })),
    seasonStart,
  );
  for (const plane of planes)
    await tx
      .update(aircraft)
      .set({ horimetro_atual: plane.hours })
      .where(eq(aircraft.id, plane.id));
  // The drone's next application, scheduled after the season's (issue 40): 18 ha of soja, its
  // report under Portaria MAPA nº 298/2021 once concluded. It adds nothing to the season's
  // figures (no products, no value until it flies).
  const droneDay = addDays(now, 3);
  const droneYear = droneDay.getUTCFullYear();
  await tx.insert(operations).values({
    company_id: companyId,
    ano: droneYear,
    sequencia: (sequence.get(droneYear) ?? 0) + 1,
    status: 'agendada',
    client_id: farms[0]!.client,
    property_id: farms[0]!.id,
    service_id: liquid,
    crop_id: cropIds.Soja,
    data: isoDate(droneDay),
    area_ha: 18,
    preco_unitario_cents: 9000,
    aircraft_id: drone.id,
    pilot_id: drone.pilot,
    agronomist_id: agronomist,
    altura_voo_m: 3,
    largura_faixa_m: 9,
    bico_tipo: 'Atomizador centrífugo',
  });
  return { rows, inserted };
}
