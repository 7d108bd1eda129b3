/** A customer's words, on the landing page and beside the login (spec part 1 §1). */
export function Testimonial({ compact = false }: { compact?: boolean }) {
  return (
    <section
      className={
        compact
          ? 'mt-8 border-l-4 border-crop-500 pl-4'
          : 'mx-auto max-w-4xl px-4 py-16 text-center sm:px-6'
      }
    >
      <blockquote>
        <p
          className={
            compact
              ? 'leading-relaxed font-medium text-ink-900'
              : 'text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl'
          }
        >
          “O relatório do MAPA levava uma tarde inteira de planilhas todo mês. Agora eu confiro as
          pendências, exporto e envio antes do almoço.”
        </p>
        <footer className={compact ? 'mt-2 text-sm text-ink-600' : 'mt-6 text-ink-600'}>
          <strong className="text-ink-900">Marcos Oliveira</strong> — sócio-proprietário de empresa
          aeroagrícola, Mato Grosso
        </footer>
      </blockquote>
    </section>
  );
}
