// wink-lemmatizer and its word list ship without type declarations.
declare module 'wink-lemmatizer' {
  const lemmatize: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatize;
}

declare module 'wink-lexicon/src/wn-words.js' {
  /** WordNet's base forms (single words), each mapped to its index in wink's sense table. */
  const words: Record<string, number>;
  export default words;
}
