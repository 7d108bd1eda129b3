/** A drawn sample of the monthly MAPA report, so the hero shows the product without an image. */
const rows = [
  ['Sorriso', 'Aplicação líquida', 'Soja', '412,50'],
  ['Lucas do Rio Verde', 'Aplicação líquida', 'Milho', '236,00'],
  ['Sinop', 'Aplicação sólida', 'Algodão', '180,25'],
];

export function ReportPreview() {
  return (
    <figure
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-xl shadow-brand-900/10"
      aria-label="Exemplo de relatório mensal do MAPA"
    >
      <div className="flex items-center justify-between border-b border-brand-100 pb-3">
        <div>
          <p className="text-xs font-semibold text-ink-600 uppercase">Relatório mensal · MT</p>
          <p className="font-bold text-ink-900">Outubro de 2026</p>
        </div>
        <span className="rounded-full bg-crop-100 px-3 py-1 text-xs font-semibold text-crop-700">
          Pronto para enviar
        </span>
      </div>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs text-ink-600">
          <tr>
            <th className="py-1 font-medium">Município</th>
            <th className="hidden py-1 font-medium sm:table-cell">Serviço</th>
            <th className="py-1 font-medium">Cultura</th>
            <th className="py-1 text-right font-medium">Área (ha)</th>
          </tr>
        </thead>
        <tbody className="text-ink-900">
          {rows.map(([city, service, crop, area]) => (
            <tr key={city} className="border-t border-brand-50">
              <td className="py-2">{city}</td>
              <td className="hidden py-2 sm:table-cell">{service}</td>
              <td className="py-2">{crop}</td>
              <td className="py-2 text-right tabular-nums">{area}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-brand-100 font-bold">
            <td className="pt-2" colSpan={2}>
              Total
            </td>
            <td className="hidden sm:table-cell" />
            <td className="pt-2 text-right tabular-nums">828,75</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
