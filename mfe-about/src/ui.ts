import { typedKit } from '@ssb/ui-kit';
import type { MessageId } from './i18n/tj';

/** The kit's components that name a message, typed by this remote's catalog. */
export const { ResourceView, PageIntro } = typedKit<MessageId>();
