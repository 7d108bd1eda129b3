import { formatDecimal } from '../../../domain/format.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';

/** 'Baixa no estoque': what a concluded operation took from stock, product by product. */
export function StockConsumption({ items }: { items: OperationDetail['baixa_estoque'] }) {
  return (
    <section
      aria-labelledby="baixa-estoque"
      className="mt-4 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="baixa-estoque" className="text-base font-bold text-brand-700">
        Baixa no estoque
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead className="text-left text-ink-600">
          <tr>
            <th className="py-1 pr-2 font-semibold">Produto</th>
            <th className="py-1 pr-2 text-right font-semibold">Quantidade</th>
            <th className="py-1 font-semibold">Unidade</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.product_id} className="border-t border-brand-50">
              <td className="py-1 pr-2">{item.produto}</td>
              <td className="py-1 pr-2 text-right tabular-nums">
                {formatDecimal(item.quantidade, 3)}
              </td>
              <td className="py-1">{item.unidade}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
