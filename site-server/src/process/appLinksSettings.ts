/**
 * Where the SSB Mobile app is downloaded, from the site server's settings: one place for the
 * footer, the SSB Mobile page and any banner (the runtime config's `appLinks`). Each must be an
 * https address; anything else stops the server at start, as the other settings do.
 */
import { APP_LINKS_DEFAULT, type AppLinks } from '@ssb/contracts/node';

const APP_LINK_SETTINGS: Record<keyof AppLinks, string> = {
  googlePlay: 'SSB_APP_LINK_GOOGLE_PLAY',
  appStore: 'SSB_APP_LINK_APP_STORE',
  apk: 'SSB_APP_LINK_APK',
};

function httpsUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RangeError(`${name} must be an https URL, got ${raw}`);
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new RangeError(`${name} must be an https URL, got ${raw}`);
  return url.href;
}

/** The app links of the environment, each defaulting to APP_LINKS_DEFAULT; throws on a bad one. */
export function readAppLinks(env: NodeJS.ProcessEnv = process.env): AppLinks {
  const links = { ...APP_LINKS_DEFAULT };
  for (const key of Object.keys(APP_LINK_SETTINGS) as (keyof AppLinks)[]) {
    const name = APP_LINK_SETTINGS[key];
    const raw = env[name]?.trim();
    if (raw) links[key] = httpsUrl(name, raw);
  }
  return links;
}
