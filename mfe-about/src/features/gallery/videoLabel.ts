import type { LangCode } from '@ssb/contracts';

/** The accessible name of a video's link: what it does, its title, and that it leaves the page. */
const LABELS: Record<LangCode, (title: string) => string> = {
  tj: (title) => `Тамошои видео: ${title} (дар варақаи нав кушода мешавад)`,
  ru: (title) => `Смотреть видео: ${title} (откроется в новой вкладке)`,
  en: (title) => `Watch the video: ${title} (opens in a new tab)`,
};

export const videoLabel = (lang: LangCode, title: string) => LABELS[lang](title);
