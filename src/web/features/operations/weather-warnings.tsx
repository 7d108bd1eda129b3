import type { WeatherWindow } from '../../../domain/operations/values.ts';
import { weatherWarnings, type WeatherReadings } from '../../../domain/operations/weather.ts';

/**
 * The readings outside the good-practice window (the same rule as the server), in a chunk of its
 * own: it says something only once a reading is typed outside it. The form watches the readings
 * and passes them here (weather-check.tsx).
 */
export function WeatherWarnings(props: { readings: WeatherReadings; limits?: WeatherWindow }) {
  const warnings = weatherWarnings(props.readings, props.limits);
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-lg border border-accent-400 bg-accent-300/20 p-3 text-sm text-ink-900 sm:col-span-2"
    >
      <p className="font-semibold">Fora da janela meteorológica recomendada:</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <p className="mt-1">
        A conclusão pedirá sua confirmação e o relatório registrará as condições.
      </p>
    </div>
  );
}
