import { home } from "~/content/home";
import { HomeHero } from "~/components/home/home-hero";
import { AboutSection } from "~/components/about-section";
import { EnquirySection } from "~/components/enquiry-section";
import { homeMeta } from "./page-meta";

export const meta = () => homeMeta(home);

export default function HomePage() {
  return (
    <>
      <HomeHero content={home.hero} />
      <AboutSection />
      <EnquirySection heading={home.wizardSection.heading} intro={home.wizardSection.intro} />
    </>
  );
}
