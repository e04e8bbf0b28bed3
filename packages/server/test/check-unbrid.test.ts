import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { newUniqueId } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('wprp_check_unbrid on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers found, as plain text, for a stored review, pending ones included', async () => {
    t = await createTestApp(dialect);
    const pending = newUniqueId();
    const published = newUniqueId();
    await seed(t.database, [
      review(1, { browserUid: pending, hidden: true }),
      review(2, { browserUid: published }),
    ]);
    for (const unbrid of [pending, published]) {
      const response = await t.ajax({ action: 'wprp_check_unbrid', unbrid });
      expect(response).toMatchObject({
        status: 200,
        body: 'found',
        contentType: 'text/plain; charset=utf-8',
      });
    }
  });

  it('answers notfound for an id no review has', async () => {
    t = await createTestApp(dialect);
    await seed(t.database, [review(1, { browserUid: newUniqueId() })]);
    expect(await t.ajax({ action: 'wprp_check_unbrid', unbrid: newUniqueId() })).toMatchObject({
      status: 200,
      body: 'notfound',
    });
  });

  it.each([
    ['empty', ''],
    ['absent', undefined],
    ['upper case', 'ABCDEF0123456789ABCDEF0123456789'],
    ['too short', 'abc123'],
    ['a LIKE pattern', '%'],
    ['SQL', "' or 1=1 --"],
  ])('answers notfound for an id that is %s', async (_kind, unbrid) => {
    t = await createTestApp(dialect);
    await seed(t.database, [review(1, { browserUid: newUniqueId() })]);
    const response = await t.ajax({
      action: 'wprp_check_unbrid',
      ...(unbrid === undefined ? {} : { unbrid }),
    });
    expect(response).toMatchObject({ status: 200, body: 'notfound' });
  });

  it('is refused with -1 without the page nonce, like every call', async () => {
    t = await createTestApp(dialect);
    expect(
      await t.ajax({ action: 'wprp_check_unbrid', unbrid: newUniqueId(), wpfb_nonce: '' }),
    ).toMatchObject({
      status: 403,
      body: '-1',
    });
  });
});
