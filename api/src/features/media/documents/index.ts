/**
 * The bank's downloadable documents by name: each in Tajik, Russian and English
 * (/api/files/<name>-tj.pdf, -ru, -en, what the documents lists link per language), and the
 * three languages in one file under the bare name (/api/files/<name>.pdf: the footer's manuals
 * and tariffs and the tenders link one file for every language). A name not here is not served.
 */
import { documents, orgDocuments, tenders } from '../../../../seed/content/about';
import type { Translated } from '../../../shared/language';
import { documentFont, DocumentFont, layout, PAGE, writePdf, type DocumentText } from '../pdf';
import { cardRules, internetBankingManual, mobileManual } from './guides';
import { amlQuestionnaire, bankingLicence, interbankAgreement, tenderAtm, tenderBokhtar } from './organisation';
import { annualReport, financialStatements } from './reports';
import { tariffsAll, tariffsIndividuals, tariffsLegal } from './tariffs';
import { picker, type DocumentBody, type Lang } from './text';

interface Source {
  title: Translated;
  /** YYYY-MM-DD: the document's date, its PDF's creation date. */
  date: string;
  body: (lang: Lang) => DocumentBody;
}

type Listed = { title: Translated; url: unknown; date: string };
type TenderDoc = { title: Translated; document: string | null; publishedAt: string; deadline: string };

/** The seed's entry of a listed document: its title and date are the PDF's. */
function listed(name: string): Listed {
  const entry = [...documents, ...orgDocuments].map((d) => d.doc as Listed).find((d) => JSON.stringify(d.url).includes(`/api/files/${name}-`));
  if (!entry) throw new Error(`the seed lists no document ${name}`);
  return entry;
}

function tender(name: string): TenderDoc {
  const entry = tenders.map((d) => d.doc as TenderDoc).find((d) => d.document === `/api/files/${name}.pdf`);
  if (!entry) throw new Error(`the seed has no tender with ${name}.pdf`);
  return entry;
}

const fromSeed = (name: string, body: Source['body']): [string, () => Source] => [
  name,
  () => {
    const { title, date } = listed(name);
    return { title, date, body };
  },
];

const fromTender = (name: string, body: (lang: Lang, t: TenderDoc) => DocumentBody): [string, () => Source] => [
  name,
  () => {
    const t = tender(name);
    return { title: t.title, date: t.publishedAt, body: (lang) => body(lang, t) };
  },
];

const SOURCES = new Map<string, () => Source>([
  fromSeed('annual-report-2024', annualReport),
  fromSeed('financials-2025-q3', financialStatements),
  fromSeed('tariffs-individuals', tariffsIndividuals),
  fromSeed('tariffs-legal', tariffsLegal),
  fromSeed('rules-card', cardRules),
  fromSeed('ssb-mobile-manual', mobileManual),
  fromSeed('aml-kyc-questionnaire', amlQuestionnaire),
  fromSeed('banking-licence', bankingLicence),
  fromSeed('interbank-agreement', interbankAgreement),
  fromTender('tender-atm', tenderAtm),
  fromTender('tender-bokhtar', tenderBokhtar),
  [
    'internet-banking-manual',
    () => ({
      title: { tj: 'Дастури бонкдории интернетӣ', ru: 'Руководство по интернет-банку', en: 'Internet banking manual' },
      date: '2025-08-28',
      body: internetBankingManual,
    }),
  ],
  ['tariffs', () => ({ title: { tj: 'Тарифҳои SSB', ru: 'Тарифы SSB', en: 'SSB tariffs' }, date: '2025-01-10', body: tariffsAll })],
]);

/** The document names served (without language and .pdf). */
export const DOCUMENT_NAMES: readonly string[] = [...SOURCES.keys()];

const LANGS: readonly Lang[] = ['tj', 'ru', 'en'];
const BCP47: Record<Lang, string> = { tj: 'tg', ru: 'ru', en: 'en' };

function furniture(lang: Lang): Pick<DocumentText, 'letterhead' | 'page'> {
  const x = picker(lang);
  return {
    letterhead: x(
      'SSB · 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48 · Маркази тамос 8855 · info@ssb.tj · ssb.tj',
      'SSB · 734025, г. Душанбе, ул. Рудаки, 48 · Контакт-центр 8855 · info@ssb.tj · ssb.tj',
      'SSB · 48 Rudaki St, Dushanbe 734025 · Contact centre 8855 · info@ssb.tj · ssb.tj',
    ),
    page: (n, total) => x(`Саҳифаи ${n} аз ${total}`, `Страница ${n} из ${total}`, `Page ${n} of ${total}`),
  };
}

/** <name>-tj / -ru / -en: that language; <name>: the three. Anything else: undefined. */
export function parseDocumentName(fileName: string): { name: string; langs: readonly Lang[] } | undefined {
  const [, base = '', lang] = /^([a-z0-9-]+?)(?:-(tj|ru|en))?\.pdf$/.exec(fileName) ?? [];
  if (!SOURCES.has(base)) return undefined;
  return { name: base, langs: lang ? [lang as Lang] : LANGS };
}

/** The PDF of a document in one or more languages (each language from a new page). */
export function renderDocument(name: string, langs: readonly Lang[]): Buffer {
  const source = SOURCES.get(name)?.();
  if (!source) throw new Error(`no document ${name}`);
  const font = new DocumentFont(documentFont());
  const texts = langs.map((lang): DocumentText => {
    const body = source.body(lang);
    return { title: body.title ?? source.title[lang], subtitle: body.subtitle, blocks: body.blocks, ...furniture(lang) };
  });
  const first = texts[0]!;
  return writePdf(
    layout(font, texts),
    font,
    {
      title: texts.map((t) => t.title).join(' / '),
      subject: first.subtitle,
      author: 'SSB',
      lang: BCP47[langs[0]!],
      date: source.date,
    },
    PAGE,
  );
}
