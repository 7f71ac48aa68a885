import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { SignupCta } from './components/signup-cta';
import { Testimonials } from './components/testimonials';

export function LandingPage() {
  const { hash } = useLocation();

  // Client-side navigation to /#features does not scroll by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <Testimonials />
      <SignupCta />
    </>
  );
}
