/**
 * Personal data at rest: AES-256-GCM under a ring of named keys read from a secret file
 * (`id:<base64 of 32 bytes>`, one per line or comma-separated). The first key that is not the
 * index key seals everything new; every key of the ring still opens what it sealed, so a rotation
 * is a new first line, and old data stays readable until a command seals it again under the new
 * key. The `index` key makes blind indexes (HMAC-SHA-256): equal inputs give equal digests, so a
 * column can be searched for an exact value that it never holds in the clear.
 *
 * A sealed value carries the id of its key, a fresh 96-bit IV and GCM's tag; `context` (the row
 * or file it belongs to) is authenticated with it, so a sealed value moved to another row does
 * not open there.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The id of the key that makes blind indexes (never seals). */
const INDEX_KEY_ID = 'index';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What a sealed file starts with: no PNG, JPEG, PDF or Office file does. */
const MAGIC = Buffer.from('SSBE\x01', 'latin1');
const ID = /^[A-Za-z0-9._-]{1,32}$/;

export class KeyRingError extends Error {
  override readonly name = 'KeyRingError';
}

export interface KeyRing {
  /** The id of the key new data is sealed with. */
  readonly currentId: string;
  /** Every sealing key's id, the current one first. */
  readonly ids: readonly string[];
  /** Bytes sealed under the current key, bound to `context`. */
  seal(data: Buffer, context: string): Buffer;
  /** Bytes back from `seal`, under whichever key of the ring sealed them; throws if altered or not sealed. */
  open(sealed: Buffer, context: string): Buffer;
  /** The id of the key a sealed value names, or null when the bytes are not sealed (data stored before). */
  keyOf(data: Buffer): string | null;
  /** A blind index of a value: its HMAC under the index key, hex. */
  index(value: string): string;
}

/** A ring from its secret's text; throws KeyRingError naming what is wrong (never a key). */
export function parseKeyRing(text: string): KeyRing {
  const entries = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const keys = new Map<string, Buffer>();
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!ID.test(id)) throw new KeyRingError('each key is id:<base64 of 32 bytes>, the id of letters, digits, dot, dash or underscore');
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== KEY_BYTES) throw new KeyRingError(`the key "${id}" is not 32 bytes (base64 of 32 random bytes: openssl rand -base64 32)`);
    if (keys.has(id)) throw new KeyRingError(`the key "${id}" is given twice`);
    keys.set(id, key);
  }
  const indexKey = keys.get(INDEX_KEY_ID);
  if (!indexKey) throw new KeyRingError(`the ring has no "${INDEX_KEY_ID}" key (for the blind indexes)`);
  const ids = [...keys.keys()].filter((id) => id !== INDEX_KEY_ID);
  const currentId = ids[0];
  if (!currentId) throw new KeyRingError('the ring has no key to seal with besides the index key');
  const current = keys.get(currentId) as Buffer;

  const keyOf = (data: Buffer): string | null => {
    if (data.length < MAGIC.length + 1 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const length = data[MAGIC.length] as number;
    return data.subarray(MAGIC.length + 1, MAGIC.length + 1 + length).toString('latin1');
  };

  return {
    currentId,
    ids,
    seal(data, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      const id = Buffer.from(currentId, 'latin1');
      return Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      const id = keyOf(sealed);
      if (id === null) throw new KeyRingError('not a sealed value');
      const key = keys.get(id);
      if (!key || id === INDEX_KEY_ID) throw new KeyRingError(`sealed under the key "${id}", which the ring no longer holds`);
      const at = MAGIC.length + 1 + id.length;
      const iv = sealed.subarray(at, at + IV_BYTES);
      const tag = sealed.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(at + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
    keyOf,
    index: (value) => createHmac('sha256', indexKey).update(value, 'utf8').digest('hex'),
  };
}

/** A new ring's text: an index key and one sealing key (for development and tests; production keys come from the bank). */
export function newKeyRingText(id = `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`): string {
  const key = () => randomBytes(KEY_BYTES).toString('base64');
  return `${id}:${key()}\n${INDEX_KEY_ID}:${key()}\n`;
}
