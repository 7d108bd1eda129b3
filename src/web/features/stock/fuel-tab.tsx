import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { AircraftFuelList } from '../../../domain/stock/response-contracts.ts';
import { FUEL_LABELS, FUELS } from '../../../domain/stock/values.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { decimalText } from '../../lib/numbers.ts';
import { aircraftFuelQuery, fuelCostQuery, useSaveAircraftFuel } from './api.ts';
import { monthSoFar, periodSearch } from './period.ts';

const aircraftFuelSchema = lazySchema(
  async () => (await import('../../../domain/stock/contracts.ts')).aircraftFuelInput,
);

/**
 * 'Combustível': what fuel cost per flight hour of each aircraft in a period (the fuel recorded
 * on its flights over their hours), and each aircraft's fuel and consumption per hour, which a
 * fuel exit uses when the litres are left blank. The office sees and sets both.
 */
export function FuelTab() {
  const [period, setPeriod] = useState(monthSoFar);
  const search = periodSearch(period);
  const cost = useQuery({ ...fuelCostQuery(search ?? ''), enabled: search !== null });
  const fleet = useQuery(aircraftFuelQuery);
  return (
    <div className="space-y-8">
      <section aria-labelledby="custo-hora" className="space-y-3">
        <h2 id="custo-hora" className="text-lg font-semibold text-ink-900">
          Custo do combustível por hora de voo
        </h2>
        <PeriodFields value={period} onChange={setPeriod} label="Período do custo" />
        {search === null ? (
          <p className="text-sm text-red-800">A data final deve ser posterior à inicial.</p>
        ) : (
          <Loaded query={cost} error="Não foi possível calcular o custo do combustível.">
            {({ aeronaves }) =>
              aeronaves.length === 0 ? (
                <EmptyState>Nenhum combustível registrado em voos no período.</EmptyState>
              ) : (
                <div
                  tabIndex={0}
                  role="region"
                  aria-label="Custo por aeronave (role para o lado no celular)"
                  className="overflow-x-auto rounded-2xl border border-brand-100 bg-white"
                >
                  <table className="w-full text-sm whitespace-nowrap">
                    <caption className="sr-only">Custo do combustível por aeronave</caption>
                    <thead className="bg-brand-50 text-left text-ink-700">
                      <tr>
                        <th className="px-3 py-2">Aeronave</th>
                        <th className="px-3 py-2 text-right">Litros</th>
                        <th className="px-3 py-2 text-right">Valor</th>
                        <th className="px-3 py-2 text-right">Horas de voo</th>
                        <th className="px-3 py-2 text-right">Custo por hora</th>
                      </tr>
                    </thead>
                    <tbody>
                      {aeronaves.map((row) => (
                        <tr key={row.aircraft_id} className="border-t border-brand-100">
                          <td className="px-3 py-2 font-medium text-ink-900">{row.prefixo}</td>
                          <td className="px-3 py-2 text-right">{formatDecimal(row.litros, 1)} L</td>
                          <td className="px-3 py-2 text-right">{formatBRL(row.valor_cents)}</td>
                          <td className="px-3 py-2 text-right">
                            {formatDecimal(row.horas_voo, 1)} h
                          </td>
                          <td className="px-3 py-2 text-right font-semibold">
                            {row.custo_hora_cents === null ? '—' : formatBRL(row.custo_hora_cents)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            }
          </Loaded>
        )}
      </section>
      <section aria-labelledby="consumo" className="space-y-3">
        <h2 id="consumo" className="text-lg font-semibold text-ink-900">
          Consumo das aeronaves
        </h2>
        <p className="text-sm text-ink-700">
          Com o consumo por hora, a saída de combustível de um voo é calculada pelas horas do
          horímetro quando os litros ficam em branco.
        </p>
        <Loaded query={fleet} error="Não foi possível carregar as aeronaves.">
          {({ aeronaves }) =>
            aeronaves.length === 0 ? (
              <EmptyState>Nenhuma aeronave cadastrada.</EmptyState>
            ) : (
              <ul className="space-y-3">
                {aeronaves.map((row) => (
                  <AircraftFuelRow key={row.aircraft_id} aircraft={row} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}

type AircraftFuelValues = { combustivel: string; consumo_l_h: string };

/** One aircraft's fuel and litres per flight hour, saved on its own. */
function AircraftFuelRow({ aircraft }: { aircraft: AircraftFuelList['aeronaves'][number] }) {
  const save = useSaveAircraftFuel(aircraft.aircraft_id);
  const { form, submit, status, Field } = useContractForm<AircraftFuelValues, object>(
    aircraftFuelSchema,
    { combustivel: aircraft.combustivel ?? '', consumo_l_h: decimalText(aircraft.consumo_l_h) },
    async (body) => {
      await save.mutateAsync(body);
      return `Consumo de ${aircraft.prefixo} salvo.`;
    },
  );
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <BoundForm
        form={form}
        onSubmit={submit}
        status={status}
        className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
      >
        <p className="font-semibold text-ink-900 sm:pb-2">{aircraft.prefixo}</p>
        <Field
          as="select"
          name="combustivel"
          label="Combustível"
          placeholder="Escolha"
          options={labelledOptions(FUELS, FUEL_LABELS)}
        />
        <Field name="consumo_l_h" label="Consumo (L por hora de voo)" inputMode="decimal" />
        <SubmitButton pending={form.formState.isSubmitting} pendingText="Salvando...">
          Salvar
        </SubmitButton>
      </BoundForm>
    </li>
  );
}
