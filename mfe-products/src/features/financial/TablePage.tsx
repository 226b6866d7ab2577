import type { ReactNode } from 'react';
import { type Resource } from '@ssb/contracts';
import type { MessageId } from '../../i18n/tj';
import { Page, Section, Table, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, TableScroll, ResourceView } from '../../ui';
import { FormattedMessage } from 'react-intl';

interface Props<T> {
  name: string;
  fallbackTitle: MessageId;
  resource: Resource<T[]>;
  empty: MessageId;
  columns: MessageId[];
  row: (item: T) => ReactNode;
  testId: string;
}

/** A page of the financial-organisations tab: the page's text, then a table of records. */
export function TablePage<T>({ name, fallbackTitle, resource, empty, columns, row, testId }: Props<T>) {
  return (
    <Container as={Page}>
      <PageIntro name={name} fallbackTitle={fallbackTitle} />
      <Section>
        <ResourceView
          resource={resource}
          empty={empty}
          skeleton={[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} style={{ height: 44, marginBottom: 4 }} />
          ))}
        >
          {(items) => (
            <TableScroll label={fallbackTitle}>
              <Table data-testid={testId}>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col">
                        <FormattedMessage id={c} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{items.map(row)}</tbody>
              </Table>
            </TableScroll>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
