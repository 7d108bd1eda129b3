import type { OperationFormReturn } from './form-values.ts';

/** What a section of the operation form drawn apart (section-bodies.tsx) is given by the form. */
export type SectionProps = {
  form: OperationFormReturn;
  /** A closed operation, or a person who may not change it: nothing may be changed. */
  readOnly: boolean;
  /** A pilot, who records only the flight's times, weather and horímetro (PILOT_EDITABLE_FIELDS). */
  pilotOnly: boolean;
};

/** The weather readings judged against the good-practice window, in this order (weather-check.tsx). */
export const WEATHER_READINGS = [
  'temperatura_inicio',
  'temperatura_fim',
  'umidade_inicio',
  'umidade_fim',
  'vento_inicio',
  'vento_fim',
] as const;
