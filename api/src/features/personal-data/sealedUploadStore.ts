/**
 * Documents sealed before they reach the upload store, and opened when read: the disk's files
 * and the database's rows alike hold only ciphertext (AES-256-GCM under the key ring, bound to
 * the document's stored name). A document stored before sealing is read as it is, until the
 * start-up pass seals it (legacySealing.ts).
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { StoredDocument, UploadStore } from '../uploads';

export const documentContext = (storedName: string) => `document:${storedName}`;

export function sealedUploadStore(inner: UploadStore, keys: KeyRing): UploadStore {
  // The same documents are handed to stage, write, publish and discard: each is sealed once.
  const sealed = new WeakMap<StoredDocument, StoredDocument>();
  const sealedOf = (documents: StoredDocument[]) =>
    documents.map((d) => {
      let s = sealed.get(d);
      if (!s) {
        s = { storedName: d.storedName, data: keys.seal(d.data, documentContext(d.storedName)) };
        sealed.set(d, s);
      }
      return s;
    });
  return {
    kind: inner.kind,
    stage: (documents) => inner.stage(sealedOf(documents)),
    write: (trx, documents) => inner.write(trx, sealedOf(documents)),
    publish: (documents) => inner.publish(sealedOf(documents)),
    discard: (documents) => inner.discard(sealedOf(documents)),
    async read(storedName) {
      const data = await inner.read(storedName);
      if (data === undefined) return undefined;
      return keys.keyOf(data) === null ? data : keys.open(data, documentContext(storedName));
    },
    replace: (storedName, data) => inner.replace(storedName, keys.seal(data, documentContext(storedName))),
    remove: (names) => inner.remove(names),
    sweep: (isNamed) => inner.sweep(isNamed),
    ready: () => inner.ready(),
  };
}
