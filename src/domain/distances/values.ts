import { f } from '../agreement.ts';
import { labelled } from '../labelled.ts';

/** The kinds of sensitive point or area a property holds (IN MAPA nº 2/2008, Art. 10). */
export const { values: SENSITIVE_POINT_KINDS, labels: SENSITIVE_POINT_KIND_LABELS } = labelled({
  povoacao: 'Cidade, vila ou povoação',
  captacao_publica: 'Captação de água para abastecimento público',
  moradia: 'Moradia isolada',
  manancial: 'Manancial ou fonte de água',
  animais: 'Agrupamento de animais',
  apiario: 'Apiário',
  outro: 'Outro',
});
export type SensitivePointKind = (typeof SENSITIVE_POINT_KINDS)[number];

/** The aircraft kinds a distance rule set applies to (the drone's rule: Portaria MAPA nº 298/2021). */
export type RuleAircraftKind = 'aviao' | 'drone';

/** The sensitive points drawn on the croqui and listed on the report: those within 1 km. */
export const CROQUI_RADIUS_M = 1000;

/** The files sensitive points are read from, by how their name ends (a zip holds a shapefile). */
export const SENSITIVE_POINT_FILE_EXTENSIONS = ['kml', 'kmz', 'zip', 'geojson', 'json'] as const;

/** The most points and areas saved at once (a file's, read first): more are split in files. */
export const SENSITIVE_POINTS_PER_SAVE = 500;

/** The longest justification of a conclusion under the distances. */
export const DISTANCE_JUSTIFICATION_MAX = 2000;

/** The justification's field, as its messages name it. */
export const justificationLabel = f('Justificativa das distâncias');
