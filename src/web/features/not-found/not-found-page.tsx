import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../paths.ts';

export function NotFoundPage() {
  return (
    <PageFrame title="Página não encontrada" description="O endereço procurado não existe.">
      <meta name="robots" content="noindex" />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <Compass className="h-14 w-14 text-brand-600" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-ink-900">Página não encontrada</h1>
        <p className="mt-3 text-ink-700">
          O endereço que você abriu não existe ou foi movido. Confira o link ou volte para a página
          inicial.
        </p>
        <div className="mt-8">
          <ButtonLink to={paths.home}>Voltar ao início</ButtonLink>
        </div>
      </section>
    </PageFrame>
  );
}
