// Types for wink-lemmatizer (it ships none): WordNet's morphy rules and exception lists.
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}
