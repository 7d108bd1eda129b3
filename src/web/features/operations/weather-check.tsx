import { Suspense } from 'react';
import { parseDecimal } from '../../../domain/decimal.ts';
import type { WeatherReadings } from '../../../domain/operations/weather.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useMe } from '../../lib/session.ts';
import { WEATHER_READINGS } from './operation-fields.tsx';

// The window's rule and its box load once asked. The readings are watched by the form's own
// code from its first render (operation-sections.tsx) and come here as typed: nothing is missed.
const WeatherWarnings = lazyComponent(() =>
  import('./weather-warnings.tsx').then((m) => m.WeatherWarnings),
);

const read = (value: string | undefined) => {
  const parsed = parseDecimal(value);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
};

/**
 * The good-practice window judged as the readings are typed (the same rule as the server):
 * `readings` in WEATHER_READINGS' order.
 */
export function WeatherCheck({ readings }: { readings: readonly (string | undefined)[] }) {
  const limits = useMe().data?.membership?.company.janela_meteorologica ?? undefined;
  return (
    <Suspense fallback={null}>
      <WeatherWarnings
        readings={
          Object.fromEntries(
            WEATHER_READINGS.map((name, k) => [name, read(readings[k])]),
          ) as WeatherReadings
        }
        limits={limits}
      />
    </Suspense>
  );
}
