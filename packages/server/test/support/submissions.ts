import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import type { Database } from '../../src/db/database.ts';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { createFormRepository } from '../../src/modules/review-forms/form-repository.ts';
import type { FormSettings } from '../../src/modules/review-forms/form-settings.ts';
import { issueFormToken } from '../../src/security/form-token.ts';
import type { TestApp } from './test-app.ts';

/** A clock tests move by hand; starts at 2026-03-01 12:00 UTC. */
export function createClock(start = Date.UTC(2026, 2, 1, 12)) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A form that takes everything, requires name, text and rating, and mails the owner. */
export async function seedForm(database: Database, settings: Partial<FormSettings> = {}): Promise<number> {
  return createFormRepository(database.db).insert('Test form', {
    notifyEmail: 'owner@example.test',
    fieldsShown: ['name', 'email', 'title', 'text', 'company', 'website', 'consent', 'avatar'],
    requiredFields: ['name', 'text'],
    ratingRequired: true,
    tags: ['from-form'],
    ...settings,
  });
}

export const newUniqueId = () => randomBytes(16).toString('hex');

/** A complete, valid submission's fields, with a token issued now (move the clock 3 s before sending). */
export function validFields(
  t: TestApp,
  formId: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    action: 'wprp_save_review',
    [F.formId]: String(formId),
    [F.postId]: '42',
    [F.uniqueId]: newUniqueId(),
    [F.rating]: '4',
    [F.title]: 'Lovely brunch',
    [F.text]: 'The eggs were perfect and the staff were kind.',
    [F.name]: 'Ada Lovelace',
    [F.email]: 'ada@example.test',
    [F.company]: 'Analytical Engines',
    [F.website]: 'https://ada.example.test/',
    [F.consent]: 'yes',
    [F.urlTag]: 'summer',
    [F.pageName]: 'Quay Street',
    [F.honeypot]: '',
    [F.shownAt]: issueFormToken(t.nonces, formId),
    ...overrides,
  };
}

export async function countRows(database: Database, table: keyof DatabaseSchema): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every file under DATA_DIR/uploads, temporary ones included. */
export function uploadFiles(dataDir: string): string[] {
  const directory = path.join(dataDir, 'uploads');
  return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
}
