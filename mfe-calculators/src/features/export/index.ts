// What the export feature offers the other features of this part; the rest is its own.
export { DownloadBar } from './DownloadBar';
export { useExport } from './useExport';
