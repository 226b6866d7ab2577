import { PICTURE_WIDTHS, pictureSources, pictureUrl, pictureWidths } from './pictures';

const ID = '0b0c0d0e-1a2b-4c3d-8e4f-0123456789ab';

it('offers every stored width of a picture, up to the one its URL names', () => {
  expect(pictureSources(pictureUrl(ID, 1600), '(max-width: 767px) 100vw, 400px')).toEqual({
    src: `/api/media/pictures/${ID}/1600.webp`,
    srcSet: [400, 800, 1200, 1600].map((w) => `/api/media/pictures/${ID}/${w}.webp ${w}w`).join(', '),
    sizes: '(max-width: 767px) 100vw, 400px',
  });
  // A narrower original: the standard widths below it, and its own (never enlarged).
  expect(pictureSources(pictureUrl(ID, 900)).srcSet).toBe(
    `/api/media/pictures/${ID}/400.webp 400w, /api/media/pictures/${ID}/800.webp 800w, /api/media/pictures/${ID}/900.webp 900w`,
  );
  expect(pictureSources(pictureUrl(ID, 320))).toEqual({
    src: `/api/media/pictures/${ID}/320.webp`,
    srcSet: `/api/media/pictures/${ID}/320.webp 320w`,
  });
});

it('keeps an origin before the path', () => {
  const url = `https://ssb.tj/api/media/pictures/${ID}/800.webp`;
  expect(pictureSources(url).srcSet).toBe(`https://ssb.tj/api/media/pictures/${ID}/400.webp 400w, ${url} 800w`);
});

it('leaves any other URL as it is', () => {
  for (const url of [
    '/api/media/news-1.svg',
    '/api/media/slider-2.png',
    `/api/media/pictures/${ID}/800.jpg`,
    `/api/media/pictures/not-an-id/800.webp`,
    `/api/media/pictures/${ID}/0800.webp`,
    `/api/media/pictures/${ID}/3200.webp`,
    `/api/media/pictures/${ID}/800.webp?x=1`,
    `javascript:/api/media/pictures/${ID}/800.webp`,
    '',
  ])
    expect(pictureSources(url, '100vw')).toEqual({ src: url });
});

it('stores the widths below the original and the original, at most the widest', () => {
  expect(PICTURE_WIDTHS).toEqual([400, 800, 1200, 1600]);
  expect(pictureWidths(1600)).toEqual([400, 800, 1200, 1600]);
  expect(pictureWidths(400)).toEqual([400]);
  expect(pictureWidths(401)).toEqual([400, 401]);
});
