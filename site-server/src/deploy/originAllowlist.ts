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

/**
 * Where a team's development preview (`ssb-remote dev --site`) may load its build from: this
 * machine's loopback as the previewing browser sees it (the developer's own machine), or an origin
 * `SSB_DEV_PREVIEW_ORIGINS` lists (a team's development host). Never the release allowlist: a
 * development build is not checked as a release is, so it may come only from the developer.
 */
export type DevOriginRule = Pick<OriginAllowlist, 'allows' | 'describe'>;

export function createDevOriginRule(setting: string | undefined): DevOriginRule {
  const listed = (setting ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return {
    allows: (url) => {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
      return isLoopbackHost(parsed.hostname) || listed.includes(parsed.origin);
    },
    describe: () =>
      `loopback origins${listed.length ? ` and SSB_DEV_PREVIEW_ORIGINS: ${listed.join(', ')}` : '; set SSB_DEV_PREVIEW_ORIGINS to allow others'}`,
  };
}
