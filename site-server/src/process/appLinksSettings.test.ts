import { APP_LINKS_DEFAULT } from '@ssb/contracts/node';
import { readAppLinks } from './appLinksSettings';

it('gives the default links when nothing is set', () => {
  expect(readAppLinks({})).toEqual(APP_LINKS_DEFAULT);
});

it('takes each link from its own setting', () => {
  expect(
    readAppLinks({
      SSB_APP_LINK_GOOGLE_PLAY: 'https://play.google.com/store/apps/details?id=tj.ssb.bank',
      SSB_APP_LINK_APK: ' https://files.ssb.tj/app/ssb-mobile-2.4.apk ',
    }),
  ).toEqual({
    googlePlay: 'https://play.google.com/store/apps/details?id=tj.ssb.bank',
    appStore: APP_LINKS_DEFAULT.appStore,
    apk: 'https://files.ssb.tj/app/ssb-mobile-2.4.apk',
  });
});

it.each(['http://download.ssb.tj/ssb-mobile.apk', 'download.ssb.tj/ssb-mobile.apk', 'javascript:alert(1)', 'https://user:pw@download.ssb.tj/a.apk'])(
  'refuses %s, naming the setting',
  (value) => {
    expect(() => readAppLinks({ SSB_APP_LINK_APK: value })).toThrow(/SSB_APP_LINK_APK must be an https URL/);
  },
);
