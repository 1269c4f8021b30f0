const DEFAULT_TITLE = 'Wordbook';

/** The document title for a route's title: the product's name after it, unless it starts with it. */
export function documentTitle(title: string | undefined): string {
  return !title ? DEFAULT_TITLE : title.startsWith('Wordbook') ? title : `${title} · Wordbook`;
}
