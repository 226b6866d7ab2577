import { expect, it } from '@jest/globals';
import { parse } from '@formatjs/icu-messageformat-parser';

/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS loader, as webpack loads it */
const icuCatalogLoader = require('./icuCatalogLoader.cjs') as (this: LoaderContext, source: string) => string;
/* eslint-enable @typescript-eslint/no-require-imports */

interface LoaderContext {
  resourcePath: string;
}

/** Runs the loader as webpack would and gives back the module it makes (or its error). */
const load = async (source: string, resourcePath = 'mfe-x/src/i18n/ru.ts'): Promise<string> => icuCatalogLoader.call({ resourcePath }, source);

const moduleValue = (code: string): unknown => JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));

it('turns a TypeScript catalog into the same ids with each message parsed as react-intl would', async () => {
  const source = `import type { CatalogOf } from '@ssb/contracts';
import type { Catalog } from './tj';
const ru: CatalogOf<Catalog> = {
  'hub.title': 'Калькуляторы',
  'export.page': 'Страница {n} из {of}',
  'news.count': '{count, plural, one {# новость} few {# новости} other {# новостей}}',
};
export default ru;`;
  const code = await load(source);
  expect(code.startsWith('export default ')).toBe(true);
  expect(moduleValue(code)).toEqual({
    'hub.title': parse('Калькуляторы'),
    'export.page': parse('Страница {n} из {of}'),
    'news.count': parse('{count, plural, one {# новость} few {# новости} other {# новостей}}'),
  });
});

it('fails the build on a message with broken ICU syntax, naming the file and the id', async () => {
  await expect(
    load(`export default { 'ok': 'Fine', 'calc.months.range': 'From {minMonths to {maxMonths}' };`, 'mfe-x/src/i18n/en.ts'),
  ).rejects.toThrow(/mfe-x\/src\/i18n\/en\.ts: message calc\.months\.range is not valid ICU/);
});

it('refuses a catalog that imports anything but types', async () => {
  await expect(load(`import { tj } from './tj';\nexport default { ...tj };`)).rejects.toThrow(/may import types only, not \.\/tj/);
});
