export function Testimonial() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
      <blockquote>
        <p className="text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl">
          “O relatório do MAPA levava uma tarde inteira de planilhas todo mês. Agora eu confiro as
          pendências, exporto e envio antes do almoço.”
        </p>
        <footer className="mt-6 text-ink-600">
          <strong className="text-ink-900">Marcos Oliveira</strong> — sócio-proprietário de empresa
          aeroagrícola, Mato Grosso
        </footer>
      </blockquote>
    </section>
  );
}
