/**
 * Which origins may serve the site's remotes. `SSB_REMOTE_ORIGINS` lists them
 * (`https://cdn.ssb.tj,https://static.ssb.tj`); unset, only this machine's loopback origins are
 * allowed, which is what `npm start` and the tests use.
 */
import { isIP } from 'node:net';

export interface OriginAllowlist {
  allows(url: string): boolean;
  /** The allowed origins, for a refusal's message and the CSP. */
  origins(): string[] | 'loopback';
  describe(): string;
}

const isLoopbackHost = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
};

export function createOriginAllowlist(setting: string | undefined): OriginAllowlist {
  const listed = (setting ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  if (listed.length === 0) {
    return {
      allows: (url) => {
        const parsed = new URL(url);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isLoopbackHost(parsed.hostname);
      },
      origins: () => 'loopback',
      describe: () => 'loopback origins only; set SSB_REMOTE_ORIGINS to allow others',
    };
  }
  return {
    allows: (url) => listed.includes(new URL(url).origin),
    origins: () => listed,
    describe: () => `SSB_REMOTE_ORIGINS: ${listed.join(', ')}`,
  };
}
