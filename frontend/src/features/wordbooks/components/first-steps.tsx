import { LinkButton } from '../../../components/ui/button';

/**
 * What a new learner is offered first on the dashboard: the level test, which also builds a
 * 50-word wordbook at their level. Shown until they have a level.
 */
export function FirstSteps() {
  return (
    <section className="wb-card surface-card first-steps cluster" aria-labelledby="first-steps-title">
      <div className="first-steps__text">
        <h2 id="first-steps-title" className="wb-section-title">
          Start with your level
        </h2>
        <p>
          A short test of up to three rounds estimates your vocabulary and builds a 50-word wordbook just above it. Or make a
          wordbook of your own below.
        </p>
      </div>
      <LinkButton to="/level-test" icon="pi pi-chart-bar">
        Take the Level Test
      </LinkButton>
    </section>
  );
}
