import { useResource } from '@ssb/contracts';
import { fetchManagement } from '@ssb/api-client';
import { Grid, ItemCard, Muted, Page, Section, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

/** /head: the bank's management with name, post and photo. */
export default function HeadPage() {
  const people = useResource((api, lang, signal) => fetchManagement(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="head" fallbackTitle="nav.head" />
      <Section>
        <ResourceView
          resource={people}
          empty="common.empty"
          skeleton={
            <Grid>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} style={{ height: 360 }} />
              ))}
            </Grid>
          }
        >
          {(list) => (
            <Grid data-testid="management">
              {list.map((m) => (
                <ItemCard key={m.id}>
                  {m.image && (
                    <img
                      src={m.image}
                      alt={m.name}
                      width={240}
                      height={300}
                      style={{ width: '100%', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover' }}
                      loading="lazy"
                    />
                  )}
                  <h2>{m.name}</h2>
                  <Muted>{m.post}</Muted>
                  <p>{m.bio}</p>
                </ItemCard>
              ))}
            </Grid>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
