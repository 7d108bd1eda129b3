import { documentNumber } from '../../domain/numbering.ts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addressText } from '../../domain/operations/address.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import { totalQuantity } from '../../domain/operations/quantities.ts';
import { distancesReportOf } from '../../domain/distances/report.ts';
import { reportedAreaHa } from '../../domain/flight/reported-area.ts';
import { measuredTreatedHa } from '../../domain/flight/treated-area.ts';
import { treatedPlot } from '../../domain/flight/treated-plot.ts';
import type { AreaSource } from '../../domain/flight/values.ts';
import { pointsOfProperties } from '../sensitive-points/service.ts';
import { reportRuleSet } from '../../domain/operations/rule-set.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  clients,
  companies,
  crops,
  flightAudits,
  operationProducts,
  operations,
  pilots,
  products,
  properties,
  services,
  technicians,
} from '../db/schema/index.ts';

type Boundary = NonNullable<NonNullable<OperationReportData['propriedade']>['boundary']>;

const agronomists = alias(technicians, 'agronomists');
const executors = alias(technicians, 'executors');

/**
 * The report data of a company's operations matching `where` (two queries whatever their
 * number: the operations with their registers, then all their products).
 */
export async function loadReportData(
  db: Db,
  companyId: string,
  where?: SQL,
): Promise<OperationReportData[]> {
  const rows = await db
    .select({
      company: companies,
      operation: operations,
      client: clients,
      property: properties,
      service: services,
      crop: crops,
      aircraft: aircraft,
      pilot: pilots,
      agronomist: agronomists,
      executor: executors,
      audit: {
        origem: flightAudits.area_relatorio,
        figuras: flightAudits.figuras,
        aplicada: sql<Boundary | null>`${flightAudits.formas}->'aplicada'`,
        direcao: flightAudits.direcao_voo,
      },
    })
    .from(operations)
    .innerJoin(companies, eq(companies.id, operations.company_id))
    .innerJoin(clients, eq(clients.id, operations.client_id))
    .innerJoin(properties, eq(properties.id, operations.property_id))
    .leftJoin(services, eq(services.id, operations.service_id))
    .leftJoin(crops, eq(crops.id, operations.crop_id))
    .leftJoin(aircraft, eq(aircraft.id, operations.aircraft_id))
    .leftJoin(pilots, eq(pilots.id, operations.pilot_id))
    .leftJoin(agronomists, eq(agronomists.id, operations.agronomist_id))
    .leftJoin(executors, eq(executors.id, operations.technician_id))
    .leftJoin(flightAudits, eq(flightAudits.operation_id, operations.id))
    .where(and(eq(operations.company_id, companyId), where))
    .orderBy(asc(operations.data), asc(operations.ano), asc(operations.sequencia));
  if (rows.length === 0) return [];

  const productRows = await db
    .select({ line: operationProducts, product: products })
    .from(operationProducts)
    .innerJoin(products, eq(products.id, operationProducts.product_id))
    .where(
      and(
        eq(operationProducts.company_id, companyId),
        inArray(
          operationProducts.operation_id,
          rows.map((r) => r.operation.id),
        ),
      ),
    )
    .orderBy(asc(operationProducts.posicao));
  const productsOf = new Map<string, typeof productRows>();
  for (const row of productRows) {
    const list = productsOf.get(row.line.operation_id) ?? [];
    list.push(row);
    productsOf.set(row.line.operation_id, list);
  }

  const pointsOf = await pointsOfProperties(
    db,
    rows.map((r) => r.property.id),
  );

  return rows.map((r) => {
    const op = r.operation;
    const regra = reportRuleSet(r.aircraft?.tipo);
    // What Portaria MAPA nº 298/2021 adds to a drone's report; an aeroplane's has none of it.
    const drone = regra === 'portaria-298-2021';
    const areaTratada = r.audit?.figuras && {
      origem: r.audit.origem as AreaSource,
      medida_ha: measuredTreatedHa(r.audit.figuras),
    };
    // Each product's total is its dose × the area the report prints (declared or measured, as
    // the office chose). A report frozen at conclusion keeps the totals it was issued with
    // (decision 029): this computes the live report and the versions frozen from now on.
    const area = reportedAreaHa(op.area_ha, areaTratada);
    return {
      regra,
      company: {
        company_name: r.company.company_name,
        cnpj: r.company.cnpj,
        registro_mapa: r.company.registro_mapa,
        ...(drone && { registro_mapa_arp: r.company.registro_mapa_arp }),
        endereco: r.company.endereco,
        municipio: r.company.municipio,
        uf: r.company.uf,
      },
      operation: {
        id: op.id,
        numero: documentNumber(op),
        status: op.status,
        data: op.data,
        hora_inicio: op.hora_inicio,
        hora_fim: op.hora_fim,
        area_ha: op.area_ha,
        volume_calda: op.volume_calda,
        unidade_volume: op.unidade_volume,
        altura_voo_m: op.altura_voo_m,
        largura_faixa_m: op.largura_faixa_m,
        bico_tipo: op.bico_tipo,
        bico_modelo: op.bico_modelo,
        bico_angulo: op.bico_angulo,
        adjuvante_tipo: op.adjuvante_tipo,
        adjuvante_quantidade: op.adjuvante_quantidade,
        temperatura_inicio: op.temperatura_inicio,
        temperatura_fim: op.temperatura_fim,
        umidade_inicio: op.umidade_inicio,
        umidade_fim: op.umidade_fim,
        vento_inicio: op.vento_inicio,
        vento_fim: op.vento_fim,
        vento_direcao_inicio: op.vento_direcao_inicio,
        vento_direcao_fim: op.vento_direcao_fim,
        horimetro_inicio: op.horimetro_inicio,
        horimetro_fim: op.horimetro_fim,
        obstaculos: op.obstaculos,
        observacoes: op.observacoes,
        clima_alertas: op.clima_alertas,
        ...(drone && { tempo_voo_min: op.tempo_voo_min, ciclos_bateria: op.ciclos_bateria }),
        ...(op.talhao !== null && { talhao: op.talhao }),
      },
      contratante: {
        nome: r.client.nome,
        documento: r.client.documento,
        endereco: addressText(r.client),
      },
      propriedade: {
        nome: r.property.nome,
        municipio: r.property.municipio,
        uf: r.property.uf,
        latitude: r.property.latitude,
        longitude: r.property.longitude,
        area_ha: r.property.area_ha,
        boundary: r.property.boundary as Boundary | null,
        car: r.property.car,
        caracteristicas_sensiveis: r.property.caracteristicas_sensiveis,
      },
      servico: r.service && { nome: r.service.nome },
      cultura: r.crop && { nome: r.crop.nome },
      produtos: (productsOf.get(op.id) ?? []).map(({ line, product }) => ({
        nome_comercial: product.nome_comercial,
        ingrediente_ativo: product.ingrediente_ativo,
        formulacao: product.formulacao,
        classe: product.classe,
        classe_toxicologica: product.classe_toxicologica,
        registro_mapa: product.registro_mapa,
        unidade: product.unidade,
        dose_por_ha: line.dose_por_ha,
        quantidade_total: area === null ? null : totalQuantity(area, line.dose_por_ha),
        receituario_numero: line.receituario_numero,
        receituario_data: line.receituario_data,
      })),
      aeronave: r.aircraft && {
        prefixo: r.aircraft.prefixo,
        fabricante: r.aircraft.fabricante,
        modelo: r.aircraft.modelo,
        ...(drone && {
          tipo: r.aircraft.tipo,
          numero_serie: r.aircraft.numero_serie,
          capacidade_tanque_l: r.aircraft.capacidade_hopper_l,
          baterias: r.aircraft.baterias,
        }),
      },
      piloto: r.pilot && {
        nome: r.pilot.nome,
        canac: r.pilot.canac,
        cpf: r.pilot.cpf,
        ...(drone && {
          registro_arp: r.pilot.registro_arp,
          caar_certificado: r.pilot.caar_certificado,
          caar_validade: r.pilot.caar_validade,
        }),
      },
      agronomo: r.agronomist && { nome: r.agronomist.nome, crea: r.agronomist.crea },
      tecnico: r.executor && { nome: r.executor.nome, cpf: r.executor.cpf },
      ...(areaTratada && { area_tratada: areaTratada }),
      distancias: distancesReportOf({
        plot: treatedPlot(op.talhao, r.property.boundary as Boundary | null),
        reference:
          r.property.latitude !== null && r.property.longitude !== null
            ? [r.property.longitude, r.property.latitude]
            : null,
        applied: r.audit?.aplicada ?? null,
        flightBearing: r.audit?.direcao ?? null,
        aircraftKind: r.aircraft?.tipo ?? null,
        day: op.data,
        points: pointsOf.get(r.property.id) ?? [],
        justificativa: op.distancias_justificativa,
      }),
    };
  });
}
