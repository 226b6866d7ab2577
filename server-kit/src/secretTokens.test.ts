import { describe, expect, it } from '@jest/globals';
import { bearerSecret, matchSecret, sameSecret } from './secretTokens';

describe('secret tokens', () => {
  const tokens = [
    { name: 'ops', secret: 'ops-secret-0123456789' },
    { name: 'team', secret: 'team-secret-0123456789' },
  ];

  it('reads the secret of a Bearer header only', () => {
    expect(bearerSecret('Bearer abc')).toBe('abc');
    expect(bearerSecret('bearer   abc')).toBe('abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret('Bearer a b')).toBeNull();
    expect(bearerSecret(undefined)).toBeNull();
  });

  it('finds the entry whose secret was given, and none for a prefix, a longer secret or nothing', () => {
    expect(matchSecret(tokens, 'team-secret-0123456789')?.name).toBe('team');
    expect(matchSecret(tokens, 'team-secret-012345678')).toBeNull();
    expect(matchSecret(tokens, 'team-secret-01234567890')).toBeNull();
    expect(matchSecret(tokens, null)).toBeNull();
    expect(matchSecret([], 'ops-secret-0123456789')).toBeNull();
  });

  it('compares secrets of different lengths without throwing', () => {
    expect(sameSecret('a', 'a')).toBe(true);
    expect(sameSecret('a', 'ab')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });
});
