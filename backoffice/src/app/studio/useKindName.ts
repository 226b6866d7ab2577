/** A change kind's name in the staff member's language; a kind the catalogs do not know yet by its name made readable. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { humanise } from './schemaForm/labels';

export function useKindName(): (kind: string) => string {
  const intl = useIntl();
  return useCallback(
    (kind: string) => (intl.messages[`studio.kind.${kind}`] ? intl.formatMessage({ id: `studio.kind.${kind}` }) : humanise(kind)),
    [intl],
  );
}
