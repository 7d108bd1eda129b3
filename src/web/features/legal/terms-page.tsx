import { PUBLIC_PAGES } from '../../../domain/site.ts';
import { Prose } from '../../components/prose.tsx';
import text from '../../content/termos-servico.md?raw';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage page={PUBLIC_PAGES.terms} heading="Termos de Serviço" updated="23/11/2026">
      <Prose source={text} />
    </LegalPage>
  );
}
