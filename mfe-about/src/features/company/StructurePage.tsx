import { useResource } from '@ssb/contracts';
import { fetchStructure, type StructureUnit } from '@ssb/api-client';
import { Page, Section, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

function Units({ all, parentId }: { all: StructureUnit[]; parentId: number | null }) {
  const children = all.filter((u) => u.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <ul>
      {children.map((u) => (
        <li key={u.id}>
          <strong>{u.title}</strong>
          {u.head && <> — {u.head}</>}
          <Units all={all} parentId={u.id} />
        </li>
      ))}
    </ul>
  );
}

/** /structure: the bank's units as a tree. */
export default function StructurePage() {
  const units = useResource((api, lang, signal) => fetchStructure(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="structure" fallbackTitle="nav.structure" />
      <Section>
        <ResourceView resource={units} empty="common.empty" skeleton={<Skeleton style={{ height: 320 }} />}>
          {(list) => (
            <div data-testid="structure">
              <Units all={list} parentId={null} />
            </div>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
