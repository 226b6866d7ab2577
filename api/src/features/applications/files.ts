/**
 * What an uploaded file really is, from its first bytes (the accepted kinds: png, jpeg, jpg, pdf, doc,
 * docx, xls, xlsx), and whether its name agrees. The name alone never decides.
 */
export const ACCEPTED = ['png', 'jpeg', 'jpg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type Accepted = (typeof ACCEPTED)[number];

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** The kind of content: 'png' | 'jpeg' | 'pdf' | 'ole' (doc, xls) | 'docx' | 'xlsx' | null. */
export function sniff(buf: Buffer): 'png' | 'jpeg' | 'pdf' | 'ole' | 'docx' | 'xlsx' | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // An Office Open XML package names its parts in the zip's local headers.
    const names = buf.toString('latin1');
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.includes('word/')) return 'docx';
    if (names.includes('xl/')) return 'xlsx';
  }
  return null;
}

const CONTENT_OF: Record<Accepted, ReturnType<typeof sniff>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  doc: 'ole',
  xls: 'ole',
  docx: 'docx',
  xlsx: 'xlsx',
};

const MIME: Record<Accepted, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The accepted extension and MIME type of a file, or null when its name or content is not accepted or they disagree. */
export function classify(fileName: string, buf: Buffer): { ext: Accepted; mime: string } | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext || !(ACCEPTED as readonly string[]).includes(ext)) return null;
  const accepted = ext as Accepted;
  const content = sniff(buf);
  if (content === null || content !== CONTENT_OF[accepted]) return null;
  return { ext: accepted, mime: MIME[accepted] };
}
