import { useWatch } from 'react-hook-form';
import { weatherWarnings } from '../../../domain/operations/weather.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { useMe } from '../../lib/session.ts';
import type { OperationFormReturn } from './form-values.ts';

/** The good-practice window judged as the readings are typed (the same rule as the server). */
export function WeatherCheck({ form }: { form: OperationFormReturn }) {
  const values = useWatch({ control: form.control });
  const limits = useMe().data?.membership?.company.janela_meteorologica ?? undefined;
  const read = (value: string | undefined) => {
    const parsed = parseDecimal(value);
    return parsed === null || Number.isNaN(parsed) ? null : parsed;
  };
  const warnings = weatherWarnings(
    {
      temperatura_inicio: read(values.temperatura_inicio),
      temperatura_fim: read(values.temperatura_fim),
      umidade_inicio: read(values.umidade_inicio),
      umidade_fim: read(values.umidade_fim),
      vento_inicio: read(values.vento_inicio),
      vento_fim: read(values.vento_fim),
    },
    limits,
  );
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
