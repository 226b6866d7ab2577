// The package ships no type declarations: the part of its API this code uses.
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string };
}
