import type { OperationReportData } from './report-data.ts';
import { ruleSetOf } from './rule-set.ts';

/** Product classes that are agrotóxicos: each needs its receituário agronômico (Lei 7.802/89). */
const NEEDS_PRESCRIPTION = new Set([
  'herbicida',
  'inseticida',
  'fungicida',
  'acaricida',
  'biologico',
]);

/**
 * The receituário agronômico prescribes before the application (Lei 14.785/2023;
 * Decreto 4.074/2002, art. 64): its date is never after the application's.
 */
export const RECEITUARIO_AFTER_APPLICATION =
  'A data do receituário não pode ser posterior à data da aplicação.';

/** Whether a receituário dated `receituario` may cover an application on `application`. */
export const receituarioPrecedes = (receituario: string | null, application: string | null) =>
  !receituario || !application || receituario <= application;

export type MissingItem = {
  /** The form field to fix (the operation form's name), or where else to fix it. */
  field: string;
  label: string;
};

/**
 * What is missing for the relatório operacional, in the order of Anexo I of IN MAPA 2/2008.
 * Concluding is refused while anything is listed (DESIGN §5). A drone's report follows
 * Portaria MAPA nº 298/2021 (rule-set.ts): the company's registration as an ARP operator in
 * place of the aviation company's, the pilot's CAAR in place of the técnico executor (the
 * aplicador aeroagrícola remoto of its art. 2º, IV, is the one approved in the CAAR), and the
 * flight time and battery cycles in place of the horímetro.
 */
export function missingForConclusion(data: OperationReportData): MissingItem[] {
  const { company, operation: op } = data;
  const drone = ruleSetOf(data) === 'portaria-298-2021';
  const missing: MissingItem[] = [];
  const need = (ok: unknown, field: string, label: string) => {
    if (ok === null || ok === undefined || ok === '' || ok === false)
      missing.push({ field, label });
  };
  if (drone)
    need(
      company.registro_mapa_arp,
      'empresa.registro_mapa_arp',
      'Registro da empresa no MAPA como operadora de ARP (em Perfil)',
    );
  else
    need(company.registro_mapa, 'empresa.registro_mapa', 'Registro da empresa no MAPA (em Perfil)');
  need(data.contratante, 'client_id', 'Contratante');
  need(data.propriedade, 'property_id', 'Propriedade');
  need(
    data.propriedade &&
      ((data.propriedade.latitude !== null && data.propriedade.longitude !== null) ||
        data.propriedade.boundary),
    'propriedade.coordenadas',
    'Coordenadas geográficas da propriedade (em Cadastros)',
  );
  need(data.cultura, 'crop_id', 'Cultura');
  need(data.servico, 'service_id', 'Tipo de serviço');
  need(op.area_ha, 'area_ha', 'Área tratada (ha)');
  need(data.produtos.length > 0, 'products', 'Ao menos um produto');
  data.produtos.forEach((product, index) => {
    if (!NEEDS_PRESCRIPTION.has(product.classe)) return;
    need(
      product.receituario_numero,
      `products.${index}.receituario_numero`,
      `Número do receituário de ${product.nome_comercial}`,
    );
    need(
      product.receituario_data,
      `products.${index}.receituario_data`,
      `Data do receituário de ${product.nome_comercial}`,
    );
  });
  data.produtos.forEach((product, index) => {
    need(
      receituarioPrecedes(product.receituario_data, op.data),
      `products.${index}.receituario_data`,
      `Data do receituário de ${product.nome_comercial} anterior ou igual à da aplicação`,
    );
  });
  need(op.volume_calda, 'volume_calda', 'Volume de calda');
  need(op.altura_voo_m, 'altura_voo_m', 'Altura de voo');
  need(op.largura_faixa_m, 'largura_faixa_m', 'Largura da faixa de deposição');
  need(op.bico_tipo || op.bico_modelo, 'bico_tipo', 'Tipo ou modelo de bico/atomizador');
  need(op.temperatura_inicio, 'temperatura_inicio', 'Temperatura no início');
  need(op.umidade_inicio, 'umidade_inicio', 'Umidade relativa no início');
  need(op.vento_inicio, 'vento_inicio', 'Velocidade do vento no início');
  need(op.vento_direcao_inicio, 'vento_direcao_inicio', 'Direção do vento no início');
  need(op.temperatura_fim, 'temperatura_fim', 'Temperatura no término');
  need(op.umidade_fim, 'umidade_fim', 'Umidade relativa no término');
  need(op.vento_fim, 'vento_fim', 'Velocidade do vento no término');
  need(op.vento_direcao_fim, 'vento_direcao_fim', 'Direção do vento no término');
  need(op.hora_inicio, 'hora_inicio', 'Hora de início');
  need(op.hora_fim, 'hora_fim', 'Hora de término');
  need(data.aeronave, 'aircraft_id', 'Aeronave');
  need(data.piloto, 'pilot_id', 'Piloto');
  if (drone && data.piloto)
    need(
      data.piloto.caar_certificado,
      'piloto.caar_certificado',
      'Certificado do CAAR do piloto (em Cadastros)',
    );
  need(data.agronomo, 'agronomist_id', 'Engenheiro agrônomo responsável');
  if (drone) {
    need(op.tempo_voo_min, 'tempo_voo_min', 'Tempo de voo');
    need(op.ciclos_bateria, 'ciclos_bateria', 'Ciclos de bateria');
    return missing;
  }
  need(data.tecnico, 'technician_id', 'Técnico agrícola executor');
  need(op.horimetro_inicio, 'horimetro_inicio', 'Horímetro inicial');
  need(op.horimetro_fim, 'horimetro_fim', 'Horímetro final');
  return missing;
}
