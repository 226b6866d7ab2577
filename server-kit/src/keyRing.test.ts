import { randomBytes } from 'node:crypto';
import { KeyRingError, newKeyRingText, parseKeyRing } from './keyRing';

const key = () => randomBytes(32).toString('base64');

describe('the key ring', () => {
  it('seals with the first key, opens with any key of the ring, and binds a value to its context', () => {
    const old = `old:${key()}`;
    const index = `index:${key()}`;
    const before = parseKeyRing(`${old}\n${index}`);
    const sealed = before.seal(Buffer.from('Паспорт: Раҳимов Фарҳод'), 'application-1');
    expect(sealed.includes(Buffer.from('Раҳимов'))).toBe(false);
    expect(before.keyOf(sealed)).toBe('old');

    const rotated = parseKeyRing(`new:${key()},${old},${index}`);
    expect(rotated.currentId).toBe('new');
    expect(rotated.open(sealed, 'application-1').toString()).toBe('Паспорт: Раҳимов Фарҳод');
    expect(rotated.keyOf(rotated.seal(Buffer.from('x'), 'c'))).toBe('new');
    // Moved to another row, or altered, it does not open.
    expect(() => rotated.open(sealed, 'application-2')).toThrow();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] as number) ^ 1;
    expect(() => rotated.open(altered, 'application-1')).toThrow();
    // A ring without the old key cannot open what it sealed, and says so.
    expect(() => parseKeyRing(`new:${key()},${index}`).open(sealed, 'application-1')).toThrow(/no longer holds/);
  });

  it('tells data stored before sealing from sealed data, and makes stable blind indexes', () => {
    const ring = parseKeyRing(newKeyRingText('k1'));
    expect(ring.keyOf(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(ring.index('931234567')).toBe(ring.index('931234567'));
    expect(ring.index('931234567')).not.toBe(ring.index('931234568'));
    expect(parseKeyRing(newKeyRingText('k1')).index('931234567')).not.toBe(ring.index('931234567'));
  });

  it('refuses a ring without an index key, a short key or a key given twice, naming none of them', () => {
    const secret = key();
    for (const text of [`k1:${secret}`, `k1:${secret.slice(0, 20)},index:${key()}`, `k1:${secret},k1:${secret},index:${key()}`, `index:${key()}`]) {
      let error: unknown;
      try {
        parseKeyRing(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(KeyRingError);
      expect(String(error)).not.toContain(secret.slice(0, 20));
    }
  });
});
