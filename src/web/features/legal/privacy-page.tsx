import { PUBLIC_PAGES } from '../../../domain/site.ts';
import { Prose } from '../../components/prose.tsx';
import text from '../../content/politica-privacidade.md?raw';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage page={PUBLIC_PAGES.privacy} heading="Política de Privacidade" updated="23/11/2026">
      <Prose source={text} />
    </LegalPage>
  );
}
