import { IconBadge } from '../../../components/ui/icon-badge';
const POINTS = [
  {
    icon: 'pi pi-pencil',
    title: 'Your words, your way',
    text: 'Write a meaning in your own words, or pick from the ones AI suggests. What you write always comes first.',
  },
  {
    icon: 'pi pi-globe',
    title: 'Definitions in your language',
    text: 'Get meanings in English, with a translation beside them in one of 15 other languages, set once in your account.',
  },
  {
    icon: 'pi pi-calendar',
    title: 'Little and often',
    text: 'A few minutes a day with spaced reviews beats a long cram the night before a test.',
  },
];

export function AboutSection() {
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__copy">
          <p className="eyebrow">About Wordbook</p>
          <h2 id="about-title" className="section__title">
            A notebook for new words, with a tutor built in
          </h2>
          <p>
            Most learners meet new English words every day in books, shows, lectures and work e-mails, and lose most of them
            within a week. Wordbook is the place to catch them. Each word you save gets a meaning and an example sentence you
            understand, and the app brings it back at the right moment until it sticks.
          </p>
          <p>
            We are a small team in Seoul who learned English as a second language ourselves. We build Wordbook for students,
            professionals and teachers who want steady progress rather than streak anxiety.
          </p>
        </div>
        <ul className="about__points">
          {POINTS.map((point) => (
            <li key={point.title} className="about__point">
              <IconBadge icon={point.icon} />
              <div>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
