import { DEFAULT_WEATHER_WINDOW, type WeatherWindow } from '../../../domain/operations/values.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { decimalText } from '../../lib/numbers.ts';
import { useUpdateWeatherWindow } from './api.ts';

type Values = Record<keyof WeatherWindow, string>;
const FIELDS: [keyof WeatherWindow, string][] = [
  ['humidityMinPct', 'Umidade relativa mínima (%)'],
  ['temperatureMaxC', 'Temperatura máxima (°C)'],
  ['windMinKmh', 'Vento mínimo (km/h)'],
  ['windMaxKmh', 'Vento máximo (km/h)'],
];
const weatherWindowSchema = lazySchema(() =>
  import('../../../domain/operations/contracts.ts').then((m) => m.weatherWindowInput),
);

const asText = (window: WeatherWindow): Values =>
  Object.fromEntries(FIELDS.map(([key]) => [key, decimalText(window[key])])) as Values;

/**
 * The company's good-practice weather window (DESIGN §5): readings outside it ask for
 * confirmation when an operation is concluded and are printed on the report.
 */
export function WeatherWindowForm(props: { window: WeatherWindow | null; editable: boolean }) {
  const update = useUpdateWeatherWindow();
  const { form, submit, status, Field } = useContractForm(
    weatherWindowSchema,
    asText(props.window ?? DEFAULT_WEATHER_WINDOW),
    async (window) => {
      await update.mutateAsync(window);
      return 'Janela meteorológica atualizada.';
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <fieldset disabled={!props.editable} className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <Field key={key} name={key} label={label} inputMode="decimal" />
        ))}
      </fieldset>
      {props.editable && (
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={buttonClasses('brand')}
          >
            Salvar janela
          </button>
          <button
            type="button"
            onClick={() => form.reset(asText(DEFAULT_WEATHER_WINDOW))}
            className={buttonClasses('ghost')}
          >
            Voltar ao padrão
          </button>
        </div>
      )}
    </BoundForm>
  );
}
