/** The document kinds an application may carry, by file extension, with the MIME type each is stored under. */
export const ACCEPTED = ['png', 'jpeg', 'jpg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type Accepted = (typeof ACCEPTED)[number];

export const MIME: Record<Accepted, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What file-type must detect for each extension (doc and xls are both OLE compound files, "cfb"). */
export const DETECTED_AS: Record<Accepted, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  pdf: 'pdf',
  doc: 'cfb',
  xls: 'cfb',
  docx: 'docx',
  xlsx: 'xlsx',
};

export function extensionOf(fileName: string): Accepted | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ext && (ACCEPTED as readonly string[]).includes(ext) ? (ext as Accepted) : null;
}
