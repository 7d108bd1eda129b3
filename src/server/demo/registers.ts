import { addDays } from 'date-fns/addDays';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { squareAround } from '../../domain/geo/flat-view.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  clients,
  companies,
  crops,
  pilots,
  products,
  properties,
  services,
  technicians,
} from '../db/schema/index.ts';

/** A date as 'YYYY-MM-DD' (UTC). */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A square of about `ha` hectares around a point (GeoJSON, longitude first; geodesic sides). */
function rectangle(lat: number, lng: number, ha: number) {
  const { west, east, south, north } = squareAround(
    { latitude: lat, longitude: lng },
    Math.sqrt(ha * 10_000),
  );
  const [w, e, s, n] = [west, east, south, north].map((v) => Math.round(v * 1e6) / 1e6);
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [w!, n!],
        [e!, n!],
        [e!, s!],
        [w!, s!],
        [w!, n!],
      ],
    ],
  };
}

/** The demo company's own details; its CNPJ is unique on the platform (`demoCompanyDetails`). */
const DEMO_CNPJ = '11222333000181';
const DEMO_DETAILS = {
  registro_mapa: 'MT-01234',
  registro_mapa_arp: 'MT-ARP-00318',
  endereco: 'Rodovia BR-163, km 742, Aeroporto de Sorriso',
  municipio: 'Sorriso',
  uf: 'MT',
} as const;

/**
 * The demo company's details, read on the system connection before the company exists: the
 * CNPJ is unique on the platform, so a second demonstration company goes without one (a
 * company's own scope cannot see whether another holds it).
 */
export async function demoCompanyDetails(system: Db) {
  const [cnpjTaken] = await system
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cnpj, DEMO_CNPJ));
  return { ...DEMO_DETAILS, cnpj: cnpjTaken ? null : DEMO_CNPJ };
}

/**
 * The demo company's details and registers (spec part 2 §9: a client, a 500 ha property, an Air
 * Tractor AT-502B, a pilot with CANAC, service items), with validity dates counted from `now`.
 */
export async function seedDemoRegisters(tx: Db, companyId: string, now: Date) {
  const ins = async (table: PgTable & { id: AnyPgColumn }, values: Record<string, unknown>) => {
    const [row] = await tx
      .insert(table)
      .values({ company_id: companyId, ...values } as never)
      .returning({ id: table.id });
    return (row as { id: string }).id;
  };

  const esperanca = await ins(clients, {
    nome: 'Agropecuária Esperança Ltda',
    documento: '77889911000146',
    municipio: 'Sorriso',
    uf: 'MT',
    telefone: '(66) 99999-0101',
  });
  const luzia = await ins(clients, {
    nome: 'Grupo Santa Luzia Agrícola',
    municipio: 'Lucas do Rio Verde',
    uf: 'MT',
    condicao_pagamento: '30_dias',
  });
  const goias = await ins(clients, {
    nome: 'Fazendas Boa Vista do Cerrado',
    municipio: 'Rio Verde',
    uf: 'GO',
    condicao_pagamento: '60_dias',
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
        // Bought used six years ago: (3.200.000 − 800.000) / 120 = R$ 20.000,00 a month.
        custo_aquisicao_cents: 320_000_000,
        data_aquisicao: isoDate(addDays(now, -6 * 365)),
        valor_residual_cents: 80_000_000,
        vida_util_meses: 120,
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
        // Bought four years ago, no residual nor life typed: 120 months by default,
        // R$ 960.000,00 / 120 = R$ 8.000,00 a month.
        custo_aquisicao_cents: 96_000_000,
        data_aquisicao: isoDate(addDays(now, -4 * 365)),
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
  // The demo company flies one drone too (issue 40): a DJI Agras T50 registered in SISANT and
  // its remote pilot with the CAAR (Portaria MAPA nº 298/2021), none of whose dates is near.
  const drone = {
    id: await ins(aircraft, {
      tipo: 'drone',
      prefixo: 'PP-202600042',
      fabricante: 'DJI',
      modelo: 'Agras T50',
      numero_serie: '1581F5FJD23A0042',
      ano: 2024,
      capacidade_hopper_l: 40,
      baterias: 4,
      largura_faixa_m: 9,
      sisant_validade: isoDate(addDays(now, 410)),
      seguro_validade: isoDate(addDays(now, 200)),
    }),
    pilot: await ins(pilots, {
      tipo: 'drone',
      nome: 'Juliana Rocha',
      registro_arp: 'ANAC-RPA-31877',
      caar_certificado: 'CAAR-2025-0318',
      caar_validade: isoDate(addDays(now, 700)),
    }),
  };
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

  return {
    clients: { esperanca, luzia },
    farms,
    planes,
    crew,
    drone,
    agronomist,
    executor,
    catalogue,
    cropIds,
    liquid,
  };
}

export type DemoRegisters = Awaited<ReturnType<typeof seedDemoRegisters>>;
