// The public surface of @ssb/ui-kit. Bundled by each part that uses it (see README.md).
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { Resource } from '@ssb/contracts';
import { Empty } from './states/Empty';
import { ResourceView } from './states/ResourceView';
import { PageIntro } from './page/PageIntro';
import { TableScroll } from './table/TableScroll';
import { StackedTable } from './table/StackedTable';

export { Button } from './primitives/Button';
export { FormField, type FormFieldControl } from './form/FormField';
export { Skeleton } from './primitives/Skeleton';
export { Container, PageTitle, Card, TitleSkeleton, LeadSkeleton } from './primitives/layout';
export { formatNumber, formatMoney, formatDate, formatLongDate, currencyLabel } from './format/format';
export { createIntlScope, type CatalogOf } from './i18n/IntlScope';
export { withUiKitMessages } from './i18n/messages';
export { ErrorBoundary } from './states/ErrorBoundary';
export { Blocks } from './page/Blocks';
export { usePageMeta } from './page/usePageMeta';
export { Grid, SectionTitle, ItemTitle, Muted, Facts, MoreLink, ItemCard, Text, Section, Page } from './page/layout';
export { Table } from './table/Table';

export { LoadError } from './states/LoadError';
export { Dialog } from './dialog/Dialog';
export { IconButton, CloseIcon } from './dialog/IconButton';
export { useModal, useBackdropClose } from './dialog/useModal';
export { StackedTable };

/**
 * The kit's components that name a message of the part's own catalog, typed by that catalog's
 * ids, so a misspelt id fails the part's typecheck:
 * `export const { Empty, ResourceView, PageIntro, TableScroll, StackedTable } = typedKit<MessageId>();`
 */
export function typedKit<Id extends string>() {
  return {
    Empty: Empty as ComponentType<{ id: Id }>,
    ResourceView: ResourceView as <T>(props: {
      resource: Resource<T>;
      skeleton: ReactNode;
      empty?: Id;
      children: (data: T) => ReactNode;
    }) => ReactNode,
    PageIntro: PageIntro as ComponentType<Omit<ComponentProps<typeof PageIntro>, 'fallbackTitle'> & { fallbackTitle: Id }>,
    TableScroll: TableScroll as ComponentType<Omit<ComponentProps<typeof TableScroll>, 'label'> & { label: Id }>,
    StackedTable: StackedTable as ComponentType<Omit<ComponentProps<typeof StackedTable>, 'label'> & { label: Id }>,
  };
}
