import { describe, expect, it } from '@jest/globals';
import { createContentPreviewCodec } from './contentPreview';

const codec = createContentPreviewCodec('service-token-0123456789abcdef');
const preview = { change: '0b6c4a52-8f0e-4a57-9d59-2c1f3f0a7d11', kind: 'news', title: 'Офиси нав дар Хуҷанд', expires: 2_000_000 };

describe('a content preview', () => {
  it('opens as sealed, until it ends', () => {
    const sealed = codec.seal(preview);
    expect(codec.open(sealed, 1_000_000)).toEqual(preview);
    expect(codec.open(sealed, 2_000_000)).toBeNull();
  });

  it('is refused when changed, forged with another token, cut or padded', () => {
    const sealed = codec.seal(preview);
    const [payload, mac] = sealed.split('.') as [string, string];
    const longer = Buffer.from(JSON.stringify({ ...preview, expires: 9_000_000_000_000 })).toString('base64url');
    expect(codec.open(`${longer}.${mac}`, 1)).toBeNull();
    expect(createContentPreviewCodec('another-token-0123456789abcdef').open(sealed, 1)).toBeNull();
    expect(codec.open(payload, 1)).toBeNull();
    expect(codec.open(`${sealed}.x`, 1)).toBeNull();
    expect(codec.open(`${payload}.${mac.slice(0, -2)}`, 1)).toBeNull();
    expect(codec.open(undefined, 1)).toBeNull();
    expect(codec.open('x'.repeat(5000), 1)).toBeNull();
  });
});
