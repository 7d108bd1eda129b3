import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { parseDecimal } from '../../../domain/decimal.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useMe } from '../../lib/session.ts';
import type { OperationFormReturn } from './form-values.ts';

// The window's rule and its box load as the section is drawn; the readings are watched here, with
// the form's code, from the section's first render: nothing typed is missed.
const WeatherWarnings = lazyComponent(() =>
  import('./weather-warnings.tsx').then((m) => m.WeatherWarnings),
);

const READINGS = [
  'temperatura_inicio',
  'temperatura_fim',
  'umidade_inicio',
  'umidade_fim',
  'vento_inicio',
  'vento_fim',
] as const;

const read = (value: string | undefined) => {
  const parsed = parseDecimal(value);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
};

/** The good-practice window judged as the readings are typed (the same rule as the server). */
export function WeatherCheck({ form }: { form: OperationFormReturn }) {
  const [ti, tf, ui, uf, vi, vf] = useWatch({ control: form.control, name: READINGS });
  const limits = useMe().data?.membership?.company.janela_meteorologica ?? undefined;
  return (
    <Suspense fallback={null}>
      <WeatherWarnings
        readings={{
          temperatura_inicio: read(ti),
          temperatura_fim: read(tf),
          umidade_inicio: read(ui),
          umidade_fim: read(uf),
          vento_inicio: read(vi),
          vento_fim: read(vf),
        }}
        limits={limits}
      />
    </Suspense>
  );
}
