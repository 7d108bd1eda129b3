import { useForm } from 'react-hook-form';
import { DEFAULT_WEATHER_WINDOW, type WeatherWindow } from '../../../domain/operations/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormField } from '../../components/form-field.tsx';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { decimalText, parseDecimal } from '../../lib/numbers.ts';
import { useUpdateWeatherWindow } from './api.ts';
import { SaveStatus, useSave } from './use-save.tsx';

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

/** The window as the API takes it: the typed pt-BR decimals as numbers. */
const toWindow = (values: Values) =>
  Object.fromEntries(FIELDS.map(([key]) => [key, parseDecimal(values[key])])) as WeatherWindow;
const asText = (window: WeatherWindow): Values =>
  Object.fromEntries(FIELDS.map(([key]) => [key, decimalText(window[key])])) as Values;

/**
 * The company's good-practice weather window (DESIGN §5): readings outside it ask for
 * confirmation when an operation is concluded and are printed on the report.
 */
export function WeatherWindowForm(props: { window: WeatherWindow | null; editable: boolean }) {
  const update = useUpdateWeatherWindow();
  const form = useForm<Values>({
    resolver: useLazyResolver(weatherWindowSchema, toWindow),
    defaultValues: asText(props.window ?? DEFAULT_WEATHER_WINDOW),
  });
  const { status, save } = useSave(
    form.setError,
    FIELDS.map(([key]) => key),
  );
  const submit = form.handleSubmit((values) =>
    save(() => update.mutateAsync(toWindow(values)), 'Janela meteorológica atualizada.'),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
      <fieldset disabled={!props.editable} className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <FormField key={key} form={form} name={key} label={label} inputMode="decimal" />
        ))}
      </fieldset>
      <SaveStatus status={status} />
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
    </form>
  );
}
