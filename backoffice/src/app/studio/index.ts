/** The content studio's pages (the back office's /content…): the kinds and changes, a kind's items, the editor, the review, an item's history, the rates. */
export { StudioHome } from './pages/StudioHome';
export { KindItems } from './pages/KindItems';
export { NewItemPage } from './pages/NewItemPage';
export { ChangePage } from './pages/ChangePage';
export { HistoryPage } from './pages/HistoryPage';
export { RatesPage } from './rates/RatesPage';
