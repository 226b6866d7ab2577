/**
 * The PDF's font: DejaVu Sans (every Tajik and Russian letter: ғ ӣ қ ӯ ҳ ҷ), emitted by webpack
 * as a hashed asset of this remote and fetched only when a PDF is asked for.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

/** Size of DejaVuSans.ttf 2.37, for the download's progress. */
const FONT_BYTES = 757_076;

let pending: Promise<string> | null = null;

/** The TTF as a binary string (what jsPDF's virtual file system takes); loaded once per page. */
export function loadPdfFont(onProgress: (fraction: number) => void): Promise<string> {
  pending ??= fetchFont(onProgress).catch((error: unknown) => {
    pending = null; // a failed load can be tried again
    throw error;
  });
  return pending;
}

async function fetchFont(onProgress: (fraction: number) => void): Promise<string> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`PDF font: HTTP ${response.status} for ${fontUrl}`);
  // Served pre-compressed, Content-Length may be the compressed size: never expect less than the font.
  const expected = Math.max(Number(response.headers.get('content-length')) || 0, FONT_BYTES);
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress(Math.min(1, received / expected));
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  let binary = '';
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += 0x8000) binary += String.fromCharCode(...chunk.subarray(i, i + 0x8000));
  }
  return binary;
}
