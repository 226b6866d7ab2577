/** Two versions compared: texts word by word, figures old → new, by path. */
import { docDiff, flatten } from './docDiff';
import { textDiff } from './words';

describe('a text', () => {
  it('word by word', () => {
    expect(textDiff('Филиали нав дар Хуҷанд', 'Филиали калон дар Хуҷанд')).toEqual([
      { op: 'same', text: 'Филиали ' },
      { op: 'del', text: 'нав' },
      { op: 'add', text: 'калон' },
      { op: 'same', text: ' дар Хуҷанд' },
    ]);
    expect(textDiff('', 'new')).toEqual([{ op: 'add', text: 'new' }]);
    expect(textDiff('same', 'same')).toEqual([{ op: 'same', text: 'same' }]);
  });

  it('line by line when it is too long for words', () => {
    const long = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const before = `${long}\nsecond line`;
    const runs = textDiff(before, `${long}\nthird line`);
    expect(runs).toEqual([
      { op: 'same', text: `${long}\n` },
      { op: 'del', text: 'second line' },
      { op: 'add', text: 'third line' },
    ]);
  });
});

describe('a document', () => {
  it('is its leaves by path; changed ones with their runs, figures as they are', () => {
    expect([...flatten({ a: { b: [1, 'x'] }, c: [] })]).toEqual([
      ['a.b.0', 1],
      ['a.b.1', 'x'],
      ['c', '[]'],
    ]);
    const rows = docDiff(
      { title: 'Old title', lat: 38.5, body: [{ kind: 'paragraph', text: 'A' }] },
      { title: 'New title', lat: 38.6, body: [] },
      true,
    );
    expect(rows.map((r) => [r.path, r.before, r.after])).toEqual([
      ['title', 'Old title', 'New title'],
      ['lat', 38.5, 38.6],
      ['body.0.kind', 'paragraph', undefined],
      ['body.0.text', 'A', undefined],
      ['body', undefined, '[]'],
    ]);
    expect(rows[0]?.runs).toEqual([
      { op: 'del', text: 'Old' },
      { op: 'add', text: 'New' },
      { op: 'same', text: ' title' },
    ]);
    expect(rows[1]?.runs).toBeNull();
    expect(rows[3]?.names).toEqual(['body', 'text']);
    expect(docDiff({ a: 1 }, { a: 1 }, true)).toEqual([]);
    expect(docDiff({ a: 1 }, { a: 1 })).toHaveLength(1);
  });
});
