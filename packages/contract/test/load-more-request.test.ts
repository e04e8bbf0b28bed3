import { describe, expect, it } from 'vitest';
import { loadMoreRequestSchema } from '../src/reviews/load-more.ts';

describe('the load-more request schema', () => {
  it('reads the original front end’s fields, with unset and empty meaning no filter', () => {
    const parsed = loadMoreRequestSchema.parse({
      perrow: '3',
      nrows: '2',
      callnum: '4',
      clickedpnum: '',
      notinstring: '5,9,12',
      revid: '1',
      onereview: 'no',
      textrating: 'unset',
      textlang: '',
      textsort: 'random',
      filterbar: 'yes',
    });
    expect(parsed).toMatchObject({
      perrow: 3,
      nrows: 2,
      callnum: 4,
      clickedpnum: 0,
      notinstring: [5, 9, 12],
      revid: 1,
      textsort: 'random',
    });
    expect(parsed.textrating).toBeUndefined();
    expect(parsed.textlang).toBeUndefined();
  });

  it('accepts every spec 000 §7 field sent empty, as the review feed sends an unset field', () => {
    const result = loadMoreRequestSchema.safeParse({
      revid: '1',
      perrow: '3',
      nrows: '2',
      onereview: '',
      cpostid: '',
      shortcodepageid: '',
      shortcodelang: '',
      shortcodetag: '',
      callnum: '1',
      notinstring: '',
      clickedpnum: '',
      textsearch: '',
      textsort: '',
      textrating: 'unset',
      textsource: 'unset',
      textlang: 'unset',
      textrtype: 'unset',
      filterbar: '',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const result = loadMoreRequestSchema.safeParse({ revid: '1', notinstring: '1,2,x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['notinstring']);
  });

  it('requires revid', () => {
    const result = loadMoreRequestSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('revid');
  });
});
