import { LandingSection } from './landing-section';
import { IconBadge } from '../../../components/ui/icon-badge';

const FEATURES = [
  {
    icon: 'pi pi-book',
    title: 'Wordbooks for every topic',
    text: 'Group words by course, book or trip. Up to 300 words per wordbook, with a main wordbook and favourites.',
  },
  {
    icon: 'pi pi-sparkles',
    title: 'AI meanings and examples',
    text: 'Generate several definitions and example sentences for a word, then choose the one that fits the context.',
  },
  {
    icon: 'pi pi-chart-bar',
    title: 'Vocabulary level test',
    text: 'Answer 20–30 quick questions to estimate your vocabulary size and receive a 50-word wordbook at your level.',
  },
  {
    icon: 'pi pi-check-square',
    title: 'Three practice modes',
    text: 'Meaning to word, word to meaning and fill in the blank, as multiple choice or short answer.',
  },
  {
    icon: 'pi pi-calendar-clock',
    title: 'Study plans with spaced review',
    text: 'Set your study days and daily goal. Reviews come back after 1, 3 and 7 days, with optional reminders.',
  },
  {
    icon: 'pi pi-mobile',
    title: 'On any screen',
    text: 'Use Wordbook on your phone, tablet or computer. Wordbooks you have opened stay readable offline.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection id="features" eyebrow="Key features" title="Everything between meeting a word and owning it">
      <ul className="card-grid features-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            <IconBadge icon={feature.icon} />
            <h3 className="feature-card__title">{feature.title}</h3>
            <p className="feature-card__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
