// What the language feature offers the other features of this part; the rest is its own.
export { LanguageSwitcher } from './LanguageSwitcher';
export { useLanguagePersistence } from './useLanguagePersistence';
