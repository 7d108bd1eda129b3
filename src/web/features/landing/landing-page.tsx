import { APP_NAME, APP_TAGLINE } from '../../../domain/constants.ts';
import { PublicFooter } from '../../components/public-footer.tsx';
import { PublicHeader } from '../../components/public-header.tsx';
import { FeaturesGrid } from './features-grid.tsx';
import { Hero } from './hero.tsx';
import { Pricing } from './pricing.tsx';
import { Testimonial } from './testimonial.tsx';

export function LandingPage() {
  return (
    <>
      <title>{`${APP_NAME} — ${APP_TAGLINE}`}</title>
      <meta
        name="description"
        content="Gestão para empresas de aviação agrícola: operações, relatório operacional e relatório mensal do MAPA, agenda, propostas e finanças."
      />
      <PublicHeader />
      <main>
        <Hero />
        <FeaturesGrid />
        <Pricing />
        <Testimonial />
      </main>
      <PublicFooter />
    </>
  );
}
