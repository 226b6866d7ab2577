import { artwork } from './artwork';
import { pngImage } from './generate';

// Both caches hold 256 pictures. A crawler asks for more distinct names than that, while the
// pages people read keep asking for the same few: those must stay in memory (the same object
// comes back), and what the crawler read once is what goes.

const crawl = (count: number) => Array.from({ length: count }, (_, i) => `news-${i + 1}-thumb`);

it('keeps the SVG of a name read all along while a crawler asks for 400 others', () => {
  const hot = artwork('slider-2');
  const first = artwork('news-1-thumb');
  crawl(400).forEach((name, i) => {
    artwork(name);
    if (i % 50 === 0) expect(artwork('slider-2')).toBe(hot);
  });
  expect(artwork('slider-2')).toBe(hot);
  expect(artwork('news-1-thumb')).not.toBe(first);
  expect(artwork('news-1-thumb')).toEqual(first);
});

it('keeps the PNG of a name read all along while a crawler asks for 300 others', () => {
  const hot = pngImage('slider-1-thumb');
  crawl(300).forEach((name, i) => {
    pngImage(name);
    if (i % 50 === 0) expect(pngImage('slider-1-thumb')).toBe(hot);
  });
  expect(pngImage('slider-1-thumb')).toBe(hot);
});
