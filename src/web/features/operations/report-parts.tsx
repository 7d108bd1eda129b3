import type { ReactNode } from 'react';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';
import { TOXICOLOGICAL_CLASS_LABELS } from '../../../domain/registers/values.ts';

// The pieces of the relatório operacional: numbered items, label/value pairs, its two tables.

export const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
export const num = (value: number | null, digits = 2, unit = '') =>
  value === null ? '—' : `${formatDecimal(value, digits)}${unit}`;

export function Item(props: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid">
      <h2 className="mb-1 font-bold">
        {props.n}. {props.title}
      </h2>
      {props.children}
    </section>
  );
}

export function Pairs({ pairs }: { pairs: [string, string | null | undefined][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {pairs.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="text-ink-600">{label}:</dt>
          <dd>{dash(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Item 4: each product with its dose, the total quantity and its receituário. On a phone the
 * table scrolls sideways inside its box, which takes focus so the keyboard scrolls it too.
 */
export function ProductsTable({ products }: { products: OperationReportData['produtos'] }) {
  return (
    <div tabIndex={0} role="region" aria-label="Produtos aplicados" className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs">
        <thead>
          <tr className="border-b border-ink-700">
            {[
              'Produto',
              'Ingrediente ativo',
              'Formulação',
              'Classe toxicológica',
              'Dose/ha',
              'Quantidade total',
              'Receituário',
            ].map((h) => (
              <th key={h} className="py-1 pr-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.nome_comercial} className="border-b border-brand-100">
              <td className="py-1 pr-2">{p.nome_comercial}</td>
              <td className="py-1 pr-2">{dash(p.ingrediente_ativo)}</td>
              <td className="py-1 pr-2">{dash(p.formulacao)}</td>
              <td className="py-1 pr-2">
                {p.classe_toxicologica
                  ? TOXICOLOGICAL_CLASS_LABELS[p.classe_toxicologica as '1']
                  : '—'}
              </td>
              <td className="py-1 pr-2">
                {formatDecimal(p.dose_por_ha, 3)} {p.unidade}
              </td>
              <td className="py-1 pr-2">{num(p.quantidade_total, 3, ` ${p.unidade}`)}</td>
              <td className="py-1 pr-2">
                {p.receituario_numero
                  ? `${p.receituario_numero} de ${formatDate(p.receituario_data)}`
                  : '—'}
              </td>
            </tr>
          ))}
          {products.length === 0 && (
            <tr>
              <td colSpan={7} className="py-1">
                —
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Item 7: the readings at the start and the end, and the confirmed warnings. */
/** The readings taken as the application began and as it ended. */
const READINGS = [
  ['inicio', 'Início'],
  ['fim', 'Término'],
] as const;

export function WeatherTable({ operation: op }: { operation: OperationReportData['operation'] }) {
  return (
    <>
      <table className="w-full max-w-lg text-left text-xs">
        <thead>
          <tr className="border-b border-ink-700">
            <th className="py-1" />
            <th className="py-1">Temperatura</th>
            <th className="py-1">Umidade relativa</th>
            <th className="py-1">Vento</th>
          </tr>
        </thead>
        <tbody>
          {READINGS.map(([moment, label]) => (
            <tr key={moment}>
              <th className="py-1 pr-2 text-left">{label}</th>
              <td>{num(op[`temperatura_${moment}`], 1, ' °C')}</td>
              <td>{num(op[`umidade_${moment}`], 0, ' %')}</td>
              <td>
                {num(op[`vento_${moment}`], 1, ' km/h')} {dash(op[`vento_direcao_${moment}`])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {op.clima_alertas.length > 0 && (
        <div className="mt-2 rounded border border-ink-700 p-2 text-xs">
          <p className="font-semibold">
            Aplicação realizada fora da janela meteorológica recomendada, com confirmação do
            responsável:
          </p>
          <ul className="list-disc pl-5">
            {op.clima_alertas.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
