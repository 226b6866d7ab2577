/**
 * The seed's pictures and texts say what the pages around them say: posters and card faces in
 * the page's language, the one YouTube channel of the contract, the figures of the home page
 * derived from the products, and news articles that read as articles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BANK_YOUTUBE_HANDLE, BANK_YOUTUBE_URL } from '@ssb/contracts/node';
import { news, videos } from '../../../seed/content/about';
import { pages } from '../../../seed/content/pages';
import { cards, deposits, popular, sliders } from '../../../seed/content/products';
import type { SeedDoc } from '../../../seed/content/types';
import { API_ROOT } from '../../paths';
import type { Translated } from '../../shared/language';
import { svgImage } from './generate';

const LANGS = ['tj', 'ru', 'en'] as const;
const TAJIK_LETTERS = /[ғӣқӯҳҷҒӢҚӮҲҶ]/;
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
const nameOf = (url: string) => /^\/api\/media\/([a-z0-9-]+)\.svg$/.exec(url)?.[1] ?? url;
const byId = (docs: SeedDoc[], id: number) => docs.find((d) => d.id === id)!.doc;

interface Credit {
  id: number;
  audience: string;
  minMonths: number;
  maxMonths: number;
}
const credits = JSON.parse(readFileSync(path.join(API_ROOT, 'seed/credits.json'), 'utf8')) as Credit[];

describe('video posters', () => {
  it('carry the title in the page’s language, and only that one', () => {
    for (const video of videos) {
      const title = video.doc.title as Translated;
      const poster = video.doc.poster as Translated;
      for (const lang of LANGS) {
        const svg = svgImage(nameOf(poster[lang]));
        const text = words(svg);
        expect([lang, text]).toEqual([lang, expect.stringContaining(title[lang].split(' ')[0]!)]);
        if (lang !== 'tj') expect([lang, TAJIK_LETTERS.test(text)]).toEqual([lang, false]);
        expect(svg).toContain(`aria-label="${lang === 'en' ? 'Video' : 'Видео'}: `);
      }
      // Each language its own picture.
      expect(new Set(LANGS.map((lang) => poster[lang])).size).toBe(3);
    }
  });

  it('link the contract’s one YouTube channel, the one the footer links', () => {
    expect(BANK_YOUTUBE_URL).toBe(`https://www.youtube.com/${BANK_YOUTUBE_HANDLE}`);
    for (const video of videos) expect(video.doc.url).toBe(BANK_YOUTUBE_URL);
  });
});

describe('card faces', () => {
  it('name the card as its page does, the national card in Cyrillic on Tajik and Russian pages', () => {
    for (const { doc } of cards) {
      const title = doc.title as Translated;
      const image = doc.image as Translated;
      for (const lang of LANGS) {
        const text = words(svgImage(nameOf(image[lang])));
        expect([lang, text]).toEqual([lang, expect.stringContaining(title[lang])]);
        if (lang !== 'en') expect([lang, text]).toEqual([lang, expect.not.stringMatching(/Salary|Korti|KORTI/)]);
      }
    }
    const salary = cards.find(({ doc }) => (doc.title as Translated).en === 'Salary card')!;
    const face = words(svgImage(nameOf((salary.doc.image as Translated).tj)));
    expect(face).toContain('Корти музди меҳнат');
    expect(face).toContain('КОРТИ МИЛЛӢ');
    expect(words(svgImage(nameOf((salary.doc.image as Translated).ru)))).toContain('Зарплатная карта');
    expect(words(svgImage(nameOf((byId(popular, 3).image as Translated).tj)))).toContain('Корти Миллӣ');
  });
});

describe('the home page’s figures', () => {
  /** The whole numbers of a text, in order. */
  const numbers = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
  const years = (months: number) => months / 12;

  it('give the consumer loan’s term as the credit has it, in the hero and in its card', () => {
    const consumer = credits.find((c) => c.id === 1)!;
    const range = [years(consumer.minMonths), years(consumer.maxMonths)];
    for (const lang of LANGS) {
      expect([lang, numbers((byId(sliders, 1).text as Translated)[lang])]).toEqual([lang, range]);
      expect([lang, numbers((byId(popular, 1).summary as Translated)[lang])]).toEqual([lang, range]);
    }
  });

  it('give the loans page the range of individuals’ credits', () => {
    const individual = credits.filter((c) => c.audience === 'individual');
    const range = [years(Math.min(...individual.map((c) => c.minMonths))), years(Math.max(...individual.map((c) => c.maxMonths)))];
    const loans = pages.find((page) => page.slug === 'Credit')!.doc;
    for (const lang of LANGS) expect([lang, numbers((loans.summary as Translated)[lang])]).toEqual([lang, range]);
  });

  it('say "deposits up to N %" with the highest rate of individuals’ deposits, and businesses’ own', () => {
    const best = (audience: string) =>
      Math.max(
        ...deposits
          .filter(({ doc }) => doc.audience === audience)
          .flatMap(({ doc }) => (doc.rateTiers as { percent: number }[]).map((tier) => tier.percent)),
      );
    const slide = byId(sliders, 2);
    for (const lang of LANGS) {
      expect([lang, numbers((slide.title as Translated)[lang])]).toEqual([lang, [best('individual')]]);
      expect([lang, numbers((slide.text as Translated)[lang])]).toEqual([lang, [best('individual'), best('legal')]]);
    }
  });

  it('describe loans’ interest on the 360-day year the schedule uses, whatever the term', () => {
    const loans = JSON.stringify(pages.find((page) => page.slug === 'Credit')!.doc);
    expect(loans).not.toMatch(/365/);
    expect(loans).toContain('÷ 360');
    // Row 1 of the schedule: 275,000 at 18 % over a 30-day month.
    expect(Math.round(((275_000 * 18) / 100 / 360) * 30 * 100) / 100).toBe(4125);
  });
});

describe('news articles', () => {
  it('have a body of several paragraphs in every language, and show their artwork once', () => {
    for (const item of news) {
      const body = item.doc.body as { kind: string; text: Translated }[];
      expect([item.slug, body.length >= 3]).toEqual([item.slug, true]);
      for (const lang of LANGS) {
        const texts = body.map((block) => block.text[lang]);
        expect([item.slug, lang, new Set(texts).size]).toEqual([item.slug, lang, body.length]);
        expect([item.slug, lang, texts.join(' ').length > 200]).toEqual([item.slug, lang, true]);
      }
      const images = item.doc.images as { url: string }[];
      const artwork = (url: string) => nameOf(url).replace(/-\d+$/, '');
      // No variant of the article's own artwork around its text.
      expect(images.filter((image) => artwork(image.url) === nameOf(String(item.doc.image)))).toEqual([]);
    }
  });
});
