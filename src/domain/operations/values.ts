import { labelled } from '../labelled.ts';

/** DESIGN §5 'Operações': agendada → em_andamento → concluida, or cancelada. */
export const { values: OPERATION_STATUSES, labels: OPERATION_STATUS_LABELS } = labelled({
  agendada: 'Agendada',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
});
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** Application volume (calda) per hectare: liquid or solid. */
export const VOLUME_UNITS = ['L/ha', 'kg/ha'] as const;

/** Wind directions as read on site (the 16 points of the compass rose, in Portuguese). */
export const WIND_DIRECTIONS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'L',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSO',
  'SO',
  'OSO',
  'O',
  'ONO',
  'NO',
  'NNO',
] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];

/**
 * Good-practice weather window for aerial application (DESIGN §5): relative humidity of at
 * least 50 %, temperature up to 30 °C, wind from 3 to 10 km/h. Editable per company.
 */
export const DEFAULT_WEATHER_WINDOW = {
  humidityMinPct: 50,
  temperatureMaxC: 30,
  windMinKmh: 3,
  windMaxKmh: 10,
} as const;
export type WeatherWindow = { [K in keyof typeof DEFAULT_WEATHER_WINDOW]: number };

/** Attachments of an operation (DESIGN §5) and their limits. */
export const { values: ATTACHMENT_KINDS, labels: ATTACHMENT_KIND_LABELS } = labelled({
  dgps: 'Log do DGPS',
  foto: 'Foto',
  receituario: 'Receituário assinado',
  outro: 'Outro documento',
});
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Accepted files by extension: photos, PDFs and the DGPS logs' usual formats. */
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'heic',
  'pdf',
  'kml',
  'kmz',
  'shp',
  'zip',
  'csv',
  'txt',
  'log',
  'gpx',
] as const;

/** Rows per page of the operations list. */
export const OPERATIONS_PAGE_SIZE = 25;

/** An attachment sent without its kind or without its file (pt-BR), by the field it names. */
export const ATTACHMENT_MISSING = {
  tipo: 'Escolha o tipo do anexo.',
  arquivo: 'Escolha um arquivo.',
} as const;

/** Why a file cannot be attached (pt-BR), or null when it can. */
export function attachmentProblem(fileName: string, size: number): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!fileName.includes('.') || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension))
    return 'Tipo de arquivo não permitido: envie fotos, PDF, KML/KMZ, SHP/ZIP, CSV, TXT, LOG ou GPX.';
  if (size > ATTACHMENT_MAX_BYTES) return 'Arquivo maior que 20 MB.';
  if (size === 0) return 'Arquivo vazio.';
  return null;
}

/**
 * What a pilot may record on an operation they fly (the issue: weather and horímetro, and the
 * times of the flight). Everything else of the operation is the office's. Fields of the
 * operation's input: the server reads each from it, so a wrong name does not compile there.
 */
export const PILOT_EDITABLE_FIELDS = [
  'hora_inicio',
  'hora_fim',
  'temperatura_inicio',
  'temperatura_fim',
  'umidade_inicio',
  'umidade_fim',
  'vento_inicio',
  'vento_fim',
  'vento_direcao_inicio',
  'vento_direcao_fim',
  'horimetro_inicio',
  'horimetro_fim',
  'tempo_voo_min',
  'ciclos_bateria',
  'observacoes',
] as const;
