import { LinkButton } from '../../../components/ui/button';

/** A sample word card, drawn in HTML so that it stays sharp and readable at any size. */
function WordCardPreview() {
  return (
    <figure className="hero-card" aria-label="Example of a saved word">
      <div className="hero-card__top">
        <span className="hero-card__book">
          <i className="pi pi-book" aria-hidden="true" /> Travel English
        </span>
        <span className="hero-card__chip">AI</span>
      </div>
      <p className="hero-card__word">itinerary</p>
      <p className="hero-card__pos">noun</p>
      <p className="hero-card__meaning">A planned route or list of places you will visit on a journey.</p>
      <p className="hero-card__example">“We changed our itinerary to spend two more days in Busan.”</p>
      <figcaption className="hero-card__footer">
        <span>
          <i className="pi pi-check-circle" aria-hidden="true" /> Mastered in practice
        </span>
        <span className="hero-card__progress" aria-hidden="true">
          <span />
        </span>
      </figcaption>
    </figure>
  );
}

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">English vocabulary, one wordbook at a time</p>
          <h1 id="hero-title" className="hero__title">
            Keep the words you meet. <span className="hero__accent">Remember them for good.</span>
          </h1>
          <p className="hero__lead">
            Save English words into your own wordbooks, let AI suggest clear meanings and example sentences, and review them
            with short practice sessions and a daily study plan.
          </p>
          <div className="hero__actions">
            <LinkButton to="/signup" size="large" icon="pi pi-arrow-right" iconPos="right">
              Get Started
            </LinkButton>
            <a className="p-button p-component p-button-outlined p-button-lg wb-button wb-link-button" href="#plans">
              <span className="p-button-label">See plans</span>
            </a>
          </div>
          <p className="hero__note">Free forever plan · No card needed</p>
        </div>
        <WordCardPreview />
      </div>
    </section>
  );
}
