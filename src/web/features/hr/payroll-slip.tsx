import type { PayrollItem } from '../../../domain/hr/response-contracts.ts';
import { formatBRL } from '../../../domain/money.ts';
import { counted } from '../../../domain/plural.ts';

const DEDUCTION_LABELS = {
  legal: 'dedução legal (INSS e dependentes)',
  simplificada: 'desconto simplificado',
} as const;

const CELL = 'px-2 py-1.5 sm:px-3';
/** The reference column, from 640 px; below, each reference is under its description. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** An employee's holerite as the PDF prints it: every line, the totals, then the bases. */
export function PayrollSlip({ item }: { item: PayrollItem }) {
  const result = item.resultado;
  const money = (cents: number) => (
    <span className="whitespace-nowrap tabular-nums">{formatBRL(cents)}</span>
  );
  const bases = [
    { label: 'Base do INSS', value: money(result.baseINSS) },
    {
      label: 'Base do IRRF',
      value: (
        <>
          {money(result.baseIRRF)}
          <span className="block text-xs text-ink-600">
            após {DEDUCTION_LABELS[result.deducaoIRRF.tipo]} de{' '}
            {formatBRL(result.deducaoIRRF.valor)}
          </span>
        </>
      ),
    },
    { label: 'Base do FGTS', value: money(result.baseFGTS) },
    { label: 'FGTS do mês', value: money(result.fgts) },
    ...(result.reducaoLei15270 > 0
      ? [{ label: 'Redução da Lei 15.270', value: money(result.reducaoLei15270) }]
      : []),
    // A month with férias: the INSS is the competência's, less what their receipt withheld.
    ...(result.feriasNoMes
      ? [
          { label: 'Férias no mês', value: counted(result.feriasNoMes.dias, 'dia', 'dias') },
          { label: 'Férias + 1/3 na base do INSS', value: money(result.feriasNoMes.base) },
          { label: 'INSS retido nas férias', value: money(result.feriasNoMes.inss) },
        ]
      : []),
  ];
  return (
    <div>
      <div className="rounded-xl border border-brand-100">
        <table className="w-full text-sm">
          <caption className="sr-only">Holerite de {item.funcionario}</caption>
          <thead className="bg-brand-50/60 text-left text-xs text-ink-600 uppercase">
            <tr>
              <th scope="col" className={CELL}>
                Descrição
              </th>
              <th scope="col" className={`${CELL} ${WIDE_ONLY}`}>
                Referência
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Proventos
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Descontos
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-50">
            {result.linhas.map((line) => (
              <tr key={line.codigo}>
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {line.descricao}
                  {/* On a phone the reference goes under the description. */}
                  <span className="block text-xs text-ink-600 sm:hidden">{line.referencia}</span>
                </th>
                <td className={`${CELL} text-ink-600 ${WIDE_ONLY}`}>{line.referencia ?? ''}</td>
                <td className={`${CELL} text-right`}>
                  {line.tipo === 'provento' && money(line.valor)}
                </td>
                <td className={`${CELL} text-right`}>
                  {line.tipo === 'desconto' && money(line.valor)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-brand-100 font-semibold">
            <tr>
              <th scope="row" className={`${CELL} text-left`}>
                Totais
              </th>
              <td className={WIDE_ONLY} />
              <td className={`${CELL} text-right`}>{money(result.totalProventos)}</td>
              <td className={`${CELL} text-right`}>{money(result.totalDescontos)}</td>
            </tr>
            <tr>
              <th scope="row" className={`${CELL} text-left`}>
                Líquido a receber
              </th>
              <td className={WIDE_ONLY} />
              <td />
              <td className={`${CELL} text-right`}>{money(result.salarioLiquido)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {bases.map((base) => (
          <div key={base.label}>
            <dt className="text-xs font-medium text-ink-600 uppercase">{base.label}</dt>
            <dd className="mt-0.5 text-ink-900">{base.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
