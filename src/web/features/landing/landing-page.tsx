import { PUBLIC_PAGES } from '../../../domain/site.ts';
import { ContactButton } from '../../components/contact-button.tsx';
import { PresentationVideo } from '../../components/presentation-video.tsx';
import { Seo } from '../../components/seo.tsx';
import { PublicFooter } from '../../components/public-footer.tsx';
import { PublicHeader } from '../../components/public-header.tsx';
import { FeaturesGrid } from './features-grid.tsx';
import { Hero } from './hero.tsx';
import { Pricing } from './pricing.tsx';
import { Testimonial } from '../../components/testimonial.tsx';

export function LandingPage() {
  return (
    <>
      <Seo page={PUBLIC_PAGES.home} />
      <PublicHeader />
      <main>
        <Hero />
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <PresentationVideo className="mt-4" />
        </div>
        <FeaturesGrid />
        <Pricing />
        <Testimonial />
      </main>
      <PublicFooter />
      <ContactButton />
    </>
  );
}
