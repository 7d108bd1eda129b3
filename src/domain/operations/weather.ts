import { DEFAULT_WEATHER_WINDOW, type WeatherWindow } from './values.ts';

export type WeatherReadings = {
  temperatura_inicio: number | null;
  temperatura_fim: number | null;
  umidade_inicio: number | null;
  umidade_fim: number | null;
  vento_inicio: number | null;
  vento_fim: number | null;
};

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The readings outside the good-practice window, one pt-BR sentence each (DESIGN §5). They do
 * not block: concluding asks for confirmation and the report prints them.
 */
export function weatherWarnings(
  readings: WeatherReadings,
  window: WeatherWindow = DEFAULT_WEATHER_WINDOW,
): string[] {
  const warnings: string[] = [];
  for (const [moment, suffix] of [
    ['no início', 'inicio'],
    ['no término', 'fim'],
  ] as const) {
    const humidity = readings[`umidade_${suffix}`];
    const temperature = readings[`temperatura_${suffix}`];
    const wind = readings[`vento_${suffix}`];
    if (humidity !== null && humidity < window.humidityMinPct)
      warnings.push(
        `Umidade relativa de ${number(humidity)} % ${moment}, abaixo de ${number(window.humidityMinPct)} %.`,
      );
    if (temperature !== null && temperature > window.temperatureMaxC)
      warnings.push(
        `Temperatura de ${number(temperature)} °C ${moment}, acima de ${number(window.temperatureMaxC)} °C.`,
      );
    if (wind !== null && wind < window.windMinKmh)
      warnings.push(
        `Vento de ${number(wind)} km/h ${moment}, abaixo de ${number(window.windMinKmh)} km/h (risco de inversão térmica).`,
      );
    if (wind !== null && wind > window.windMaxKmh)
      warnings.push(
        `Vento de ${number(wind)} km/h ${moment}, acima de ${number(window.windMaxKmh)} km/h (risco de deriva).`,
      );
  }
  return warnings;
}
