import { describe, expect, it } from '@jest/globals';
import { carriesToken, sealOf, sealOk, serviceHeaders } from './serviceToken';

const TOKEN = 'service-token-0123456789abcdef';

describe('the service token', () => {
  it('is recognised in its own Authorization header only', () => {
    expect(carriesToken(serviceHeaders(TOKEN).authorization, TOKEN)).toBe(true);
    expect(carriesToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(carriesToken(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(carriesToken(undefined, TOKEN)).toBe(false);
    // No token configured: nothing matches, an empty bearer least of all.
    expect(carriesToken('Bearer x', undefined)).toBe(false);
    expect(carriesToken('Bearer ', '')).toBe(false);
  });

  it('seals a body so that another body, another token or no seal does not pass', () => {
    const body = '{"page":"/","releases":{}}';
    const seal = sealOf(TOKEN, body);
    expect(sealOk(TOKEN, body, seal)).toBe(true);
    expect(sealOk(TOKEN, Buffer.from(body), seal)).toBe(true);
    expect(sealOk(TOKEN, `${body} `, seal)).toBe(false);
    expect(sealOk('another-token-0123456789abcdef', body, seal)).toBe(false);
    expect(sealOk(TOKEN, body, undefined)).toBe(false);
    expect(sealOk(TOKEN, body, [seal, seal])).toBe(false);
    expect(sealOk(undefined, body, seal)).toBe(false);
  });
});
