/** Every kind of seed content, by the `kind` the content table and the routes use. */
import { documents, history, managers, news, orgDocuments, photos, reception, rights, structure, tenders, vacancies, videos } from './about';
import { correspondents, gold, interbank, properties, rates } from './financial';
import { atms, offices, posTerminals } from './locations';
import { pages } from './pages';
import { privacyPages } from './privacy';
import { cards, deposits, faqs, links, popular, services, sliders, transfers } from './products';
import type { SeedDoc } from './types';

export const CONTENT: Record<string, SeedDoc[]> = {
  card: cards,
  deposit: deposits,
  vacancy: vacancies,
  slider: sliders,
  popular,
  link: links,
  news,
  service: services,
  transfer: transfers,
  faq: faqs,
  document: documents,
  'org-document': orgDocuments,
  manager: managers,
  structure,
  history,
  reception,
  right: rights,
  correspondent: correspondents,
  property: properties,
  interbank,
  tender: tenders,
  office: offices,
  atm: atms,
  pos: posTerminals,
  photo: photos,
  video: videos,
  page: [...pages, ...privacyPages],
  rates,
  gold,
};
