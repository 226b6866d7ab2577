/** This remote's parts as the shell hosts them: the kit's one hosted renderer, given this remote's words. */
import type { ApiClient } from '@ssb/contracts';
import { createHostedRenderer, fakeApi as hostedApi } from '@ssb/ui-kit/test';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

const CATALOGS = { tj, ru, en };
export const renderApp = createHostedRenderer(CATALOGS);

/** A client whose posts are the test's (forms only post). */
export const fakeApi = (postForm: ApiClient['postForm'], postJson?: ApiClient['postJson']): ApiClient => hostedApi({}, { postForm, postJson }).api;
