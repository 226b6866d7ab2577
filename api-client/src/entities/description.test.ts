import { splitDescription } from './description';

describe('splitDescription', () => {
  it('splits at the info marker and drops the leading semicolon', () => {
    expect(splitDescription('Main text.&lt;info&gt;;More text.')).toEqual({
      description: 'Main text.',
      description2: 'More text.',
      hasMarker: true,
    });
  });
  it('keeps a second semicolon', () => {
    expect(splitDescription('A&lt;info&gt;;;B').description2).toBe(';B');
  });
  it('shows the whole text as description when the marker is missing', () => {
    expect(splitDescription('Only text')).toEqual({ description: 'Only text', description2: '', hasMarker: false });
  });
});
