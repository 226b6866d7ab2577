/**
 * The bank's legal details and its public channels: the one place the shell's footer, the API's
 * seed (news, documents, the gallery's videos) and every other part take them from, so that the
 * licence, the regulator, the legal address and the channel's handle read the same everywhere.
 */

/** A text in the site's three languages, keyed as the catalogs are. */
export interface BankText {
  readonly tj: string;
  readonly ru: string;
  readonly en: string;
}

/** The National Bank of Tajikistan's licence for banking operations. */
export const BANK_LICENCE = {
  number: '0000164',
  /** ISO date of issue. */
  date: '2020-10-23',
} as const;

/** The regulator that issued the licence and supervises the bank. */
export const BANK_REGULATOR: BankText = {
  tj: 'Бонки миллии Тоҷикистон',
  ru: 'Национальный банк Таджикистана',
  en: 'National Bank of Tajikistan',
};

/** The legal (and head office) address. */
export const BANK_LEGAL_ADDRESS: BankText = {
  tj: '734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48',
  ru: '734025, г. Душанбе, ул. Рудаки, 48',
  en: '48 Rudaki St, Dushanbe 734025',
};

/** The bank's YouTube channel: the footer links it, and the gallery's videos are on it. */
export const BANK_YOUTUBE_HANDLE = '@ssbbank.tj';
export const BANK_YOUTUBE_URL = `https://www.youtube.com/${BANK_YOUTUBE_HANDLE}`;
