/**
 * The task a worker of the inspection pool runs: one document, its bytes copied in, the verdict
 * (and the bytes to store) back. Nothing here may throw across the thread: an error the checks
 * did not expect is a document that could not be checked.
 */
import type { Accepted } from './accepted';
import { checkDocument } from './checkDocument';
import type { Finding } from './finding';

export interface InspectionTask {
  fileName: string;
  data: Uint8Array;
}

/** What crosses back: a DocumentCheck whose bytes are a plain Uint8Array (Buffers arrive as one). */
export type InspectionResult =
  | { ok: true; ext: Accepted; mime: string; data: Uint8Array | null; dropped: string[] }
  | { ok: false; problem: 'type' }
  | { ok: false; problem: Finding['problem']; reason: string };

export async function inspectDocument({ fileName, data }: InspectionTask): Promise<InspectionResult> {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  try {
    const checked = await checkDocument(fileName, buf);
    if (!checked.ok) return checked;
    // The bytes go back only when they changed (a PNG without dropped chunks): the pool has the original.
    return {
      ok: true,
      ext: checked.ext,
      mime: checked.mime,
      data: checked.data === buf ? null : new Uint8Array(checked.data),
      dropped: checked.dropped,
    };
  } catch (error) {
    return { ok: false, problem: 'damaged', reason: `the check failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
  }
}
