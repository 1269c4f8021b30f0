/** Help articles for the questions learners ask most, searchable on /help. */
export type THelpArticle = { id: string; title: string; paragraphs: string[] };

export const HELP_ARTICLES: THelpArticle[] = [
  {
    id: 'forgot-password',
    title: 'I forgot my password',
    paragraphs: [
      'On the Log In page choose "Forgot password?" and enter the e-mail address of your account. We send a link that lets you choose a new password; it works once and expires after a short while.',
      'Signed up with Google? Use the Google button instead: your account has no separate password.',
    ],
  },
  {
    id: 'verification-code',
    title: 'My sign-up code did not arrive',
    paragraphs: [
      'Look in your spam or promotions folder first. The code is valid for 10 minutes; "Resend code" sends a new one after a minute.',
      'Still nothing? Check the address you typed, or write to us with the form below.',
    ],
  },
  {
    id: 'ai-points',
    title: 'How do AI points work?',
    paragraphs: [
      'Free accounts get 5,000 AI points every month, renewed on the 1st. Generating the definitions of one word costs 10 points, its examples 10 more, and a generated wordbook 2 points per word.',
      'The bar in the top bar shows what is left. Pro has no points, only a generous fair-use ceiling.',
    ],
  },
  {
    id: 'pro-refund',
    title: 'Upgrading to Pro, and refunds',
    paragraphs: [
      'Pro is a one-time pass of 3, 6 or 12 months, paid in Korean won; it does not renew by itself. Choose a pass on the Upgrade page.',
      'A first Pro purchase can be refunded within 14 days of payment from Billing → Refunds. Your plan returns to Free when the refund is made.',
    ],
  },
  {
    id: 'level-test',
    title: 'Taking the vocabulary level test again',
    paragraphs: [
      'Open Basic Tools and start the Vocabulary Level Test. It has up to three short rounds; answer "I don\'t know" rather than guessing, so the estimate stays honest.',
      'At the end you can save a wordbook of 50 words chosen just above your level.',
    ],
  },
  {
    id: 'practice',
    title: 'Practice sessions and their history',
    paragraphs: [
      'Open a wordbook and choose Practice. Pick the exercises (meaning to word, word to meaning, fill in the blank) and start; a session you leave can be resumed later.',
      'Practice History lists every finished session with its score and the words you missed most.',
    ],
  },
  {
    id: 'study-plan',
    title: 'Changing or pausing a study plan',
    paragraphs: [
      'Study Plan shows today\'s new and review words. Edit the plan to change how many words a day, the days you study and the daily reminder e-mail.',
      'Archive a plan to pause it; you can restore it later from the list of plans.',
    ],
  },
  {
    id: 'delete-account',
    title: 'Deleting my account',
    paragraphs: [
      'Account Settings → Security → Delete account. You are signed out everywhere at once, and your wordbooks are erased for good three months later.',
      'Changed your mind within those three months? Write to us before the date in the confirmation e-mail.',
    ],
  },
  {
    id: 'banned',
    title: 'My account is suspended or banned',
    paragraphs: [
      'A suspended or banned account sees the account status page after signing in, with the reason we can share.',
      'If you think it is a mistake, write to us from the address of the account and tell us your username.',
    ],
  },
];

/** The articles whose title or text holds every word of `query` (case-insensitive); all of them for an empty query. */
export function searchArticles(query: string, articles: THelpArticle[] = HELP_ARTICLES): THelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const text = `${article.title} ${article.paragraphs.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
