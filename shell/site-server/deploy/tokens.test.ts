import { expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localTokenFile, parseDeployTokens, tokenNameOf } from './tokens';

it('reads one bare token or several named ones, and refuses short or badly named ones', () => {
  expect(parseDeployTokens('0123456789abcdefXYZ')).toEqual([{ name: 'deploy', secret: '0123456789abcdefXYZ' }]);
  expect(parseDeployTokens('about-team:aaaaaaaaaaaaaaaa, products:bbbbbbbbbbbbbbbb:with-colon')).toEqual([
    { name: 'about-team', secret: 'aaaaaaaaaaaaaaaa' },
    { name: 'products', secret: 'bbbbbbbbbbbbbbbb:with-colon' },
  ]);
  expect(() => parseDeployTokens('short')).toThrow(/shorter than 16/);
  expect(() => parseDeployTokens('bad name:aaaaaaaaaaaaaaaa')).toThrow(/name/);
  expect(() => parseDeployTokens(' , ')).toThrow(/no token/);
});

it('knows a token by its secret in a Bearer header, and nothing else', () => {
  const tokens = parseDeployTokens('a:aaaaaaaaaaaaaaaa,b:bbbbbbbbbbbbbbbb');
  expect(tokenNameOf(tokens, 'Bearer bbbbbbbbbbbbbbbb')).toBe('b');
  expect(tokenNameOf(tokens, 'bearer aaaaaaaaaaaaaaaa')).toBe('a');
  expect(tokenNameOf(tokens, 'Bearer aaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenNameOf(tokens, 'Basic aaaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenNameOf(tokens, 'aaaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenNameOf(tokens, undefined)).toBeNull();
});

it('makes a local token once, readable by its owner only', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-token-'));
  try {
    const first = localTokenFile(dir);
    expect(first.created).toBe(true);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(first.tokens[0]?.name).toBe('local');
    expect(first.tokens[0]?.secret.length).toBeGreaterThanOrEqual(40);
    const again = localTokenFile(dir);
    expect(again.created).toBe(false);
    expect(again.tokens).toEqual(first.tokens);
    expect(readFileSync(first.file, 'utf8')).toContain(first.tokens[0]?.secret);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
