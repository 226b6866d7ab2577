/** An API refusal as the editor reads it: the message in their language, with the field's label when it names one. */
import type { IntlShape } from 'react-intl';
import { ApiError } from '../api';
import { messageKeyOf } from './schemaForm/errors';

export function refusalText(intl: IntlShape, error: unknown, labelOf?: (name: string) => string): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'app.loadError' });
  const message = intl.formatMessage({ id: messageKeyOf(error.body.error, error.body.message) });
  const field = error.body.field;
  if (!field || !labelOf) return intl.formatMessage({ id: 'studio.editor.failed' }, { message });
  const name =
    field
      .split('.')
      .filter((s) => !/^\d+$/.test(s) && !['common', 'tj', 'ru', 'en'].includes(s))
      .pop() ?? field;
  return intl.formatMessage({ id: 'studio.editor.fieldFailed' }, { field: labelOf(name), message });
}
