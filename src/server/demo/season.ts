import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { weatherWarnings } from '../../domain/operations/weather.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { consumeOperationProducts } from '../stock/ledger.ts';
import {
  aircraft,
  clients,
  companies,
  crops,
  operationProducts,
  operations,
  pilots,
  products,
  properties,
  services,
  technicians,
} from '../db/schema/index.ts';

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

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A rectangle of about `ha` hectares around a point (GeoJSON, longitude first). */
function rectangle(lat: number, lng: number, ha: number) {
  const side = Math.sqrt(ha * 10_000); // metres
  const dLat = side / 2 / 111_320;
  const dLng = side / 2 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [r(lng - dLng), r(lat + dLat)],
        [r(lng + dLng), r(lat + dLat)],
        [r(lng + dLng), r(lat - dLat)],
        [r(lng - dLng), r(lat - dLat)],
        [r(lng - dLng), r(lat + dLat)],
      ],
    ],
  };
}

/**
 * The demo company's registers (spec part 2 §9: a client, a 500 ha property, an Air Tractor
 * AT-502B, a pilot with CANAC, service items) and a season of operations up to `now`: soja,
 * milho and algodão at R$ 35–45/ha, 50–90 ha per flight hour, plausible weather, a few
 * outside the window (confirmed), and the next days scheduled.
 */
export async function seedDemoSeason(
  tx: Db,
  owner: { companyId: string; userId: string },
  now: Date,
) {
  const { companyId } = owner;
  const next = random(2026);
  const between = (min: number, max: number) => min + (max - min) * next();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const ins = async (table: PgTable & { id: AnyPgColumn }, values: Record<string, unknown>) => {
    const [row] = await tx
      .insert(table)
      .values({ company_id: companyId, ...values } as never)
      .returning({ id: table.id });
    return (row as { id: string }).id;
  };

  await tx
    .update(companies)
    .set({
      registro_mapa: 'MT-01234',
      endereco: 'Rodovia BR-163, km 742, Aeroporto de Sorriso',
      municipio: 'Sorriso',
      uf: 'MT',
      cnpj: '11222333000181',
    })
    .where(eq(companies.id, companyId));

  const esperanca = await ins(clients, {
    nome: 'Agropecuária Esperança Ltda',
    documento: '52998224725',
    municipio: 'Sorriso',
    uf: 'MT',
    telefone: '(66) 99999-0101',
  });
  const luzia = await ins(clients, {
    nome: 'Grupo Santa Luzia Agrícola',
    municipio: 'Lucas do Rio Verde',
    uf: 'MT',
  });
  const goias = await ins(clients, {
    nome: 'Fazendas Boa Vista do Cerrado',
    municipio: 'Rio Verde',
    uf: 'GO',
  });
  const farms = [
    {
      id: await ins(properties, {
        client_id: esperanca,
        nome: 'Fazenda Esperança',
        municipio: 'Sorriso',
        uf: 'MT',
        latitude: -12.5432,
        longitude: -55.7211,
        area_ha: 500,
        boundary: rectangle(-12.5432, -55.7211, 500),
        caracteristicas_sensiveis: 'Córrego na divisa leste; sede a 300 m da divisa sul.',
      }),
      client: esperanca,
    },
    {
      id: await ins(properties, {
        client_id: luzia,
        nome: 'Fazenda Santa Luzia',
        municipio: 'Lucas do Rio Verde',
        uf: 'MT',
        latitude: -13.0501,
        longitude: -55.9108,
        area_ha: 800,
        boundary: rectangle(-13.0501, -55.9108, 800),
      }),
      client: luzia,
    },
    {
      id: await ins(properties, {
        client_id: goias,
        nome: 'Fazenda Boa Vista',
        municipio: 'Rio Verde',
        uf: 'GO',
        latitude: -17.7923,
        longitude: -50.9191,
        area_ha: 650,
      }),
      client: goias,
    },
  ];
  const planes = [
    {
      id: await ins(aircraft, {
        prefixo: 'PR-DMO',
        fabricante: 'Air Tractor',
        modelo: 'AT-502B',
        ano: 2014,
        capacidade_hopper_l: 1892,
        largura_faixa_m: 18,
        ca_validade: isoDate(addDays(now, 240)),
        cva_validade: isoDate(addDays(now, 25)),
        seguro_validade: isoDate(addDays(now, 180)),
      }),
      hours: 4210.5,
    },
    {
      id: await ins(aircraft, {
        prefixo: 'PT-DEM',
        fabricante: 'Embraer',
        modelo: 'EMB-202 Ipanema',
        ano: 2011,
        capacidade_hopper_l: 950,
        largura_faixa_m: 15,
        ca_validade: isoDate(addDays(now, 300)),
      }),
      hours: 6120.3,
    },
  ];
  const crew = [
    await ins(pilots, {
      nome: 'Ricardo Almeida',
      canac: '123456',
      licenca: 'PAGA 10234',
      cma_validade: isoDate(addDays(now, 150)),
      habilitacao_agricola_validade: isoDate(addDays(now, 400)),
    }),
    await ins(pilots, {
      nome: 'Marcos Pereira',
      canac: '654321',
      licenca: 'PAGA 20871',
      cma_validade: isoDate(addDays(now, 20)),
    }),
  ];
  const agronomist = await ins(technicians, {
    tipo: 'agronomo',
    nome: 'Helena Costa',
    crea: 'MT-12345/D',
  });
  const executor = await ins(technicians, { tipo: 'tecnico', nome: 'Paulo Souza' });
  const catalogue = [
    {
      id: await ins(products, {
        nome_comercial: 'Fox Xpro',
        ingrediente_ativo: 'Bixafem + Protioconazol + Trifloxistrobina',
        fabricante: 'Bayer',
        registro_mapa: '17718',
        classe: 'fungicida',
        classe_toxicologica: '4',
        formulacao: 'SC',
        unidade: 'L',
      }),
      dose: 0.5,
      prescription: true,
    },
    {
      id: await ins(products, {
        nome_comercial: 'Engeo Pleno S',
        ingrediente_ativo: 'Tiametoxam + Lambda-cialotrina',
        fabricante: 'Syngenta',
        registro_mapa: '10310',
        classe: 'inseticida',
        classe_toxicologica: '3',
        formulacao: 'SC',
        unidade: 'L',
      }),
      dose: 0.25,
      prescription: true,
    },
    {
      id: await ins(products, {
        nome_comercial: 'Roundup Original Mais',
        ingrediente_ativo: 'Glifosato',
        fabricante: 'Bayer',
        registro_mapa: '10518',
        classe: 'herbicida',
        classe_toxicologica: '5',
        formulacao: 'SL',
        unidade: 'L',
      }),
      dose: 2,
      prescription: true,
    },
    {
      id: await ins(products, {
        nome_comercial: 'Assist',
        ingrediente_ativo: 'Óleo mineral',
        fabricante: 'BASF',
        classe: 'adjuvante',
        formulacao: 'EC',
        unidade: 'L',
      }),
      dose: 0.5,
      prescription: false,
    },
  ];
  const named = async (table: typeof crops | typeof services, nome: string) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.company_id, companyId), eq(table.nome, nome)))
    )[0]!.id;
  const cropIds = {
    Soja: await named(crops, 'Soja'),
    Milho: await named(crops, 'Milho'),
    Algodão: await named(crops, 'Algodão'),
  };
  const liquid = await named(services, 'Aplicação líquida');

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
    const price = Math.round(between(35, 45)) * 100;
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
  // Each concluded flight took its products from stock, as concluding one in the app does.
  for (const [index, row] of rows.entries())
    if (row.status === 'concluida')
      await consumeOperationProducts(tx, owner, inserted[index]!.id, row.area_ha!);
  for (const plane of planes)
    await tx
      .update(aircraft)
      .set({ horimetro_atual: plane.hours })
      .where(eq(aircraft.id, plane.id));
  const firstScheduled = rows.findIndex((row) => row.status === 'agendada');
  return {
    client: esperanca,
    property: farms[0]!.id,
    otherClient: luzia,
    otherProperty: farms[1]!.id,
    soja: cropIds.Soja,
    liquid,
    scheduled: firstScheduled >= 0 ? inserted[firstScheduled]!.id : null,
  };
}

export type DemoSeason = Awaited<ReturnType<typeof seedDemoSeason>>;
