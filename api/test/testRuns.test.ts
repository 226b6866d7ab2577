/**
 * Applications of an end-to-end run: marked only with the right token, stored and readable,
 * never notified to the staff, and removed (with their documents) by the cleanup.
 */
import { CARD, post, startApi, stored, TEST_DATA_KEYS, type TestApi } from './helpers';
import { parseKeyRing } from '@ssb/server-kit/keyRing';
import { openForm } from '../src/features/personal-data/sealedFields';
import { removeTestRuns } from '../src/features/applications/testRuns';

const TOKEN = 'qa-token-for-this-test';
const marked = (run: string, token = TOKEN) => ({ 'x-ssb-test-run': run, 'x-ssb-test-token': token });

describe('test runs', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ testRunToken: TOKEN });
  });
  afterEach(() => api.close());

  const outboxRows = async () => {
    const { db } = await api.db();
    const rows = await db.kysely
      .selectFrom('outbox as o')
      .innerJoin('application as a', 'a.id', 'o.application_id')
      .select(['a.id', 'a.fields'])
      .orderBy('o.id')
      .execute();
    // The forms are sealed at rest.
    return rows.map((r) => JSON.stringify(openForm(parseKeyRing(TEST_DATA_KEYS), r.id, r.fields).fields));
  };

  it('stores a marked application with its run and writes no staff notification for it', async () => {
    expect((await post(api.app, { ...CARD, surname: 'Tested' }, { headers: marked('run-1') })).statusCode).toBe(201);
    expect((await post(api.app, { ...CARD, surname: 'Visitor' })).statusCode).toBe(201);
    const apps = await stored(api.app);
    expect(apps.map((a) => [a.fields.surname, a.testRun])).toEqual([
      ['Tested', 'run-1'],
      ['Visitor', null],
    ]);
    expect((await outboxRows()).map((f) => (JSON.parse(f) as { surname: string }).surname)).toEqual(['Visitor']);
  });

  it('ignores the mark with a wrong token, a malformed run or no token configured: the staff hear of it', async () => {
    await post(api.app, { ...CARD, surname: 'WrongToken' }, { headers: marked('run-1', 'guess') });
    await post(api.app, { ...CARD, surname: 'BadRun' }, { headers: marked('run 1\r\nx') });
    expect((await stored(api.app)).map((a) => a.testRun)).toEqual([null, null]);
    expect(await outboxRows()).toHaveLength(2);
    const open = await startApi();
    try {
      await post(open.app, CARD, { headers: marked('run-1') });
      expect((await stored(open.app)).map((a) => a.testRun)).toEqual([null]);
    } finally {
      await open.close();
    }
  });

  it('removes the applications of one run, or of all runs, with their documents, and nothing else', async () => {
    await post(api.app, { ...CARD, surname: 'RunA' }, { headers: marked('run-a') });
    await post(api.app, { ...CARD, surname: 'RunB' }, { headers: marked('run-b') });
    await post(api.app, { ...CARD, surname: 'Visitor' });
    expect(await api.documentNames()).toHaveLength(6);
    const { db, uploads } = await api.db();
    expect(await removeTestRuns(db, uploads, 'run-a')).toBe(1);
    expect((await stored(api.app)).map((a) => a.fields.surname)).toEqual(['RunB', 'Visitor']);
    expect(await removeTestRuns(db, uploads)).toBe(1);
    const left = await stored(api.app);
    expect(left.map((a) => a.fields.surname)).toEqual(['Visitor']);
    expect((await api.documentNames()).sort()).toEqual(left[0]!.files.map((f) => f.storedName).sort());
  });
});
