import { describe, expect, it } from 'vitest';
import { teaser } from '../../functions/services/toolkit/access';

describe('teaser of premium text', () => {
  it('keeps the first sentence only', () => {
    expect(teaser('Weigh each outcome by its chance. Then add them up. Then compare.')).toBe(
      'Weigh each outcome by its chance.',
    );
  });

  it('cuts a long first sentence at a word, within the limit, and marks the cut', () => {
    const long = `${'word '.repeat(60)}end.`;
    const cut = teaser(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('does not split on a decimal point or a figure like $1.2 million', () => {
    expect(teaser('The firm spent $1.2 million on it. The rest is hidden.')).toBe(
      'The firm spent $1.2 million on it.',
    );
  });
});
