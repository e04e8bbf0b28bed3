import { createHash } from 'node:crypto';
import { type FormDefinition, formDefinitionSchema } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { inputDefinitionProblem } from './form-inputs.ts';
import { moneyOrListDefinitionProblem } from './priced-values.ts';

/** A stored definition with its version (the honeypot value and the config's version). */
export interface StoredForm {
  definition: FormDefinition;
  versionHash: string;
  updatedAt: string;
}

export const versionHashOf = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 32);

/** Why a definition was refused: the path of the first field at fault and its message. */
export class InvalidFormDefinition extends Error {}

/**
 * Parses an owner's definition with the contract schema and the rules a schema cannot say (unique field
 * ids, choices for choice fields, rules that name existing fields, a last confirmation without logic).
 */
export function parseFormDefinition(input: unknown): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidFormDefinition(
      `${issue?.path.join('.') || 'definition'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const definition = parsed.data;
  const ids = new Set<number>();
  const fields = definition.pages.flatMap((page) => page.fields);
  for (const field of fields) {
    if (ids.has(field.id)) throw new InvalidFormDefinition(`field ${field.id}: id used twice`);
    ids.add(field.id);
    if (
      (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') &&
      !field.choices?.length
    )
      throw new InvalidFormDefinition(`field ${field.id}: a ${field.type} field needs choices`);
    const inputProblem = inputDefinitionProblem(field); // issue 13 inputs (form-inputs.ts)
    if (inputProblem) throw new InvalidFormDefinition(`field ${field.id}: ${inputProblem}`);
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      throw new InvalidFormDefinition(`field ${field.id}: min is above max`);
  }
  if (fields.length > 200) throw new InvalidFormDefinition('pages: at most 200 fields in all');
  const pricedProblem = moneyOrListDefinitionProblem(definition);
  if (pricedProblem) throw new InvalidFormDefinition(pricedProblem);
  const logics = [
    ...definition.pages.map((page) => page.conditionalLogic),
    ...fields.map((field) => field.conditionalLogic),
    ...definition.confirmations.map((confirmation) => confirmation.conditionalLogic),
  ];
  for (const logic of logics)
    for (const rule of logic?.rules ?? [])
      if (!ids.has(rule.fieldId))
        throw new InvalidFormDefinition(`a rule names field ${rule.fieldId}, which does not exist`);
  definition.confirmations.forEach((confirmation, index) => {
    if (confirmation.type === 'message' && !confirmation.message)
      throw new InvalidFormDefinition(`confirmations.${index}: a message confirmation needs a message`);
    if (confirmation.type === 'redirect' && !confirmation.url)
      throw new InvalidFormDefinition(`confirmations.${index}: a redirect confirmation needs a url`);
    if (confirmation.type === 'page' && !confirmation.page)
      throw new InvalidFormDefinition(`confirmations.${index}: a page confirmation needs a page`);
  });
  if (definition.confirmations.at(-1)?.conditionalLogic)
    throw new InvalidFormDefinition('confirmations: the last one must have no conditional logic');
  for (const notification of definition.notifications) {
    if (notification.to === 'owner' && !definition.ownerEmail)
      throw new InvalidFormDefinition(
        `notification ${notification.name}: sent to the owner, but ownerEmail is not set`,
      );
    if (notification.to === 'field') {
      const target = fields.find((field) => field.id === notification.toFieldId);
      if (target?.type !== 'email')
        throw new InvalidFormDefinition(
          `notification ${notification.name}: toFieldId must name an email field`,
        );
    }
  }
  return definition;
}

/** Table form_definitions: the owner's embedded forms. */
export function createFormDefinitionRepository(db: Kysely<DatabaseSchema>) {
  const toStored = (row: { definition: string; version_hash: string; updated_at: string }): StoredForm => ({
    definition: formDefinitionSchema.parse(JSON.parse(row.definition)),
    versionHash: row.version_hash,
    updatedAt: row.updated_at,
  });
  return {
    async find(id: number): Promise<StoredForm | undefined> {
      const row = await db
        .selectFrom('form_definitions')
        .select(['definition', 'version_hash', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toStored(row) : undefined;
    },

    async findBySlugOrId(key: string): Promise<StoredForm | undefined> {
      const query = db.selectFrom('form_definitions').select(['definition', 'version_hash', 'updated_at']);
      const row = /^\d{1,6}$/.test(key)
        ? await query.where('id', '=', Number(key)).executeTakeFirst()
        : await query.where('slug', '=', key).executeTakeFirst();
      return row ? toStored(row) : undefined;
    },

    async list(): Promise<StoredForm[]> {
      const rows = await db
        .selectFrom('form_definitions')
        .select(['definition', 'version_hash', 'updated_at'])
        .orderBy('id')
        .execute();
      return rows.map(toStored);
    },

    /** Writes (inserts or replaces) a definition already parsed by parseFormDefinition. */
    async save(definition: FormDefinition, now: Date): Promise<StoredForm> {
      const json = JSON.stringify(definition);
      const versionHash = versionHashOf(json);
      const at = now.toISOString();
      await db
        .insertInto('form_definitions')
        .values({
          id: definition.id,
          slug: definition.slug,
          definition: json,
          version_hash: versionHash,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            slug: definition.slug,
            definition: json,
            version_hash: versionHash,
            updated_at: at,
          }),
        )
        .execute();
      return { definition, versionHash, updatedAt: at };
    },
  };
}

export type FormDefinitionRepository = ReturnType<typeof createFormDefinitionRepository>;
