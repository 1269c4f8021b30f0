import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PlansSection } from './plans-section';

/** The public home page, `/` (document 1, §2). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <PlansSection />
      <AboutSection />
      <FeaturesSection />
      <FaqSection />
    </>
  );
}
