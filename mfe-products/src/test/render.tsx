/** This remote's pages as the shell hosts them: the kit's one hosted renderer, given this remote's words. */
import { createHostedRenderer } from '@ssb/ui-kit/test';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

export const renderPage = createHostedRenderer({ tj, ru, en });
export { fakeApi, httpError, pending, pageText } from '@ssb/ui-kit/test';
