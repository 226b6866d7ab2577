// What the other about pages (/about-bank) show of this feature: the figures, licence and insurance.
export { AboutFacts } from './AboutFacts';
export { KeyFigures } from './KeyFigures';
export { useAboutData } from './useAboutData';
