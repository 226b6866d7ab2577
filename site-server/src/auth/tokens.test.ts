import { expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localTokenFile, mayActOn, parseDeployTokens, tokenOf } from './tokens';

it('reads one bare token or several named ones, and refuses short or badly named ones', () => {
  expect(parseDeployTokens('0123456789abcdefXYZ')).toEqual([{ name: 'deploy', secret: '0123456789abcdefXYZ', remotes: 'all' }]);
  expect(parseDeployTokens('about-team:aaaaaaaaaaaaaaaa, products:bbbbbbbbbbbbbbbb:with-colon')).toEqual([
    { name: 'about-team', secret: 'aaaaaaaaaaaaaaaa', remotes: 'all' },
    { name: 'products', secret: 'bbbbbbbbbbbbbbbb:with-colon', remotes: 'all' },
  ]);
  expect(() => parseDeployTokens('short')).toThrow(/shorter than 16/);
  expect(() => parseDeployTokens('bad name:aaaaaaaaaaaaaaaa')).toThrow(/name/);
  expect(() => parseDeployTokens(' , ')).toThrow(/no token/);
});

it('limits a team’s token to the remotes it names, and refuses a remote the site does not have', () => {
  const [about, web] = parseDeployTokens('about-team@mfe_about:aaaaaaaaaaaaaaaa,web@mfe_about+mfe_products:bbbbbbbbbbbbbbbb');
  expect(about).toEqual({ name: 'about-team', secret: 'aaaaaaaaaaaaaaaa', remotes: ['mfe_about'] });
  expect(web?.remotes).toEqual(['mfe_about', 'mfe_products']);
  expect(about && mayActOn(about, 'mfe_about')).toBe(true);
  expect(about && mayActOn(about, 'mfe_products')).toBe(false);
  expect(web && mayActOn(web, 'mfe_products')).toBe(true);
  expect(() => parseDeployTokens('x@mfe_shop:aaaaaaaaaaaaaaaa')).toThrow(/mfe_shop.*not a remote of the site/);
});

it('knows a token by its secret in a Bearer header, and nothing else', () => {
  const tokens = parseDeployTokens('a:aaaaaaaaaaaaaaaa,b:bbbbbbbbbbbbbbbb');
  expect(tokenOf(tokens, 'Bearer bbbbbbbbbbbbbbbb')?.name).toBe('b');
  expect(tokenOf(tokens, 'bearer aaaaaaaaaaaaaaaa')?.name).toBe('a');
  expect(tokenOf(tokens, 'Bearer aaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenOf(tokens, 'Basic aaaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenOf(tokens, 'aaaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenOf(tokens, undefined)).toBeNull();
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
