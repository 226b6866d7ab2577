/** A property's label in the editor's language: the catalogs' `field.<name>`, else its name made readable. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { humanise, labelKeyOf } from './labels';

export function useLabel(): (name: string) => string {
  const intl = useIntl();
  return useCallback(
    (name: string) => {
      const key = labelKeyOf(name);
      return intl.messages[key] ? intl.formatMessage({ id: key }) : humanise(name);
    },
    [intl],
  );
}
