import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '../../../components/ui/accordion';
import { LandingSection } from './landing-section';

/** The common questions, answered on the landing page and on Help & Support. */
export const FAQ_ITEMS: AccordionItem[] = [
  {
    id: 'what',
    title: 'What is Wordbook?',
    content: (
      <p>
        Wordbook is a web app for learning English vocabulary. You save words into wordbooks, give each word a meaning and an
        example sentence (your own, or one suggested by AI), and review them with practice sessions and a study plan.
      </p>
    ),
  },
  {
    id: 'free',
    title: 'Is Wordbook free?',
    content: (
      <p>
        Yes. The Free plan has no time limit: unlimited saved words, the basic review tools and a monthly allowance of AI
        points (5,000 points, enough for a few hundred AI definitions). Free accounts show ads.
      </p>
    ),
  },
  {
    id: 'pro',
    title: 'What does Pro add?',
    content: (
      <p>
        Pro removes ads and the monthly AI allowance (a fair-use ceiling still applies), shows every AI meaning and example
        instead of two per word, and opens AI Tools such as generating a whole wordbook and bulk generation. Pro is a one-time
        pass of 3, 6 or 12 months paid in Korean won, with no automatic renewal, and your first purchase can be refunded in
        full within 14 days. See <Link to="/upgrade">Upgrade to Pro</Link> for prices.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'How do AI definitions work?',
    content: (
      <p>
        When you ask for a definition or an example, Wordbook sends only the word (never your account details) to our AI
        provider and returns several options. You pick the one you like, or write your own, which always takes priority. AI can
        be wrong, so give each suggestion a quick read. Meanings are in English; choose one of 20 other languages in your account and
        the built-in dictionary puts a translation beside the meaning in 15 of them. Meanings written in your language, and in
        Korean, Bengali, Punjabi, Vietnamese or Thai, need an AI service.
      </p>
    ),
  },
  {
    id: 'level-test',
    title: 'How does the level test work?',
    content: (
      <p>
        The test has 20–30 multiple-choice questions in up to three short rounds; each round adapts to your answers. Choose “I
        don&apos;t know” rather than guessing. At the end you get an estimated vocabulary level and an automatically generated
        wordbook of 50 words just above it. The test uses no AI points; Free accounts can take it once a week, Pro once a day.
      </p>
    ),
  },
  {
    id: 'practice',
    title: 'Which practice modes are there?',
    content: (
      <p>
        Three: meaning to word (multiple choice or short answer), word to meaning (multiple choice) and fill in the blank
        (multiple choice or short answer). You choose the words and modes for each session, and your session history is kept
        so you can look back at every answer.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'What happens to my data, and can I delete my account?',
    content: (
      <p>
        Your words and progress are stored on our servers in Korea and are never sold. You can delete your account at any time
        from Account Settings. It is closed at once and all its data is permanently deleted three months later, except payment
        records that the law requires us to keep. The <Link to="/privacy-policy">Privacy Policy</Link> has the details.
      </p>
    ),
  },
];

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Frequently asked questions" tinted containerClass="container--narrow">
      <Accordion items={FAQ_ITEMS} />
    </LandingSection>
  );
}
