// What the meta feature offers the other features of this part; the rest is its own.
export { PageMetaProvider, usePageMeta } from './PageMeta';
