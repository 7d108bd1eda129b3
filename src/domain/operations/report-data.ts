import type { OperationStatus, WindDirection } from './values.ts';

/**
 * Everything the relatório operacional (IN MAPA nº 2/2008, Art. 9 and Anexo I) prints about
 * one operation, with the registers it refers to resolved. The server assembles it; the
 * completeness check, the report page, the PDF and the MAPA monthly report all read it.
 */
export type OperationReportData = {
  company: {
    company_name: string;
    cnpj: string | null;
    registro_mapa: string | null;
    endereco: string | null;
    municipio: string | null;
    uf: string | null;
  };
  operation: {
    id: string;
    numero: string;
    status: OperationStatus;
    data: string;
    hora_inicio: string | null;
    hora_fim: string | null;
    area_ha: number | null;
    volume_calda: number | null;
    unidade_volume: string;
    altura_voo_m: number | null;
    largura_faixa_m: number | null;
    bico_tipo: string | null;
    bico_modelo: string | null;
    bico_angulo: number | null;
    adjuvante_tipo: string | null;
    adjuvante_quantidade: string | null;
    temperatura_inicio: number | null;
    temperatura_fim: number | null;
    umidade_inicio: number | null;
    umidade_fim: number | null;
    vento_inicio: number | null;
    vento_fim: number | null;
    vento_direcao_inicio: WindDirection | null;
    vento_direcao_fim: WindDirection | null;
    horimetro_inicio: number | null;
    horimetro_fim: number | null;
    obstaculos: string | null;
    observacoes: string | null;
    /** Readings outside the weather window, confirmed by the person who concluded. */
    clima_alertas: string[];
  };
  contratante: {
    nome: string;
    documento: string | null;
    endereco: string | null;
    municipio: string | null;
    uf: string | null;
  } | null;
  propriedade: {
    nome: string;
    municipio: string;
    uf: string;
    latitude: number | null;
    longitude: number | null;
    area_ha: number | null;
    /** GeoJSON Polygon or MultiPolygon of the treated area (longitude, latitude). */
    boundary: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
    car: string | null;
    caracteristicas_sensiveis: string | null;
  } | null;
  servico: { nome: string } | null;
  cultura: { nome: string } | null;
  produtos: {
    nome_comercial: string;
    ingrediente_ativo: string | null;
    formulacao: string | null;
    classe: string;
    classe_toxicologica: string | null;
    registro_mapa: string | null;
    unidade: 'L' | 'kg';
    dose_por_ha: number;
    quantidade_total: number | null;
    receituario_numero: string | null;
    receituario_data: string | null;
  }[];
  aeronave: { prefixo: string; fabricante: string; modelo: string } | null;
  piloto: { nome: string; canac: string | null; cpf: string | null } | null;
  agronomo: { nome: string; crea: string | null } | null;
  tecnico: { nome: string; cpf: string | null } | null;
};
