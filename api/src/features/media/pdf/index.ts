/** The PDF writer the bank's documents are made with: its font, its layout and its pages. */
export { documentFont } from './font';
export { layout, PAGE, type Block, type DocumentText } from './layout';
export { DocumentFont, writePdf } from './writer';
