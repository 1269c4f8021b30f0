import type { TUpdateWordbookRequest, TWordbook } from '@wordbook/core/contract/wordbooks';
import { checkWordbookName, wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import {
  clearMainWordbook,
  findWordbook,
  insertWordbook,
  listWordbooks,
  lockMainWordbookChoice,
  softDeleteWordbook,
  updateWordbook,
  WORDBOOK_NAME_UNIQUE_INDEX,
  wordbookNameTaken,
  type TWordbookOrder,
  type TWordbookRow,
} from '@wordbook/sql/queries/wordbooks';
import { UniqueIntegrityConstraintViolationError } from 'slonik';
import { badRequest, conflict, notFound } from '../extensions/domain-error.ts';
import { isUuid } from '../validate.ts';

/** Wordbooks (document 1, sections 3–5 and 7): names, soft delete, the one main wordbook. */

// Re-exported for the modules that import it from here.
export { isUuid };

/** The wordbook as the calls show it: the spec's snake_case fields, is_favorite as 1/0. */
export function toWordbookResponse(row: TWordbookRow): TWordbook {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    type: row.type,
    is_main: row.isMain,
    is_favorite: row.isFavorite ? 1 : 0,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted: row.deleted,
    ai_reuse_behavior: row.aiReuseBehavior,
    word_count: row.wordCount,
  };
}

/** The trimmed name, or 400 with the spec's message. */
function validName(raw: string): string {
  const checked = checkWordbookName(raw);
  if (checked.error !== null) throw badRequest(checked.error, 'name');
  return checked.name;
}

/** Two requests can pass the name check at once; the unique index then refuses the second. */
async function refuseDuplicateName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueIntegrityConstraintViolationError && error.constraint === WORDBOOK_NAME_UNIQUE_INDEX) {
      throw conflict(wordbookMessages.nameTaken, 'name');
    }
    throw error;
  }
}

export async function listUserWordbooks(db: CommonQueryMethods, userId: string, order: TWordbookOrder = 'oldest'): Promise<TWordbook[]> {
  return (await listWordbooks(db, { userId, order })).map(toWordbookResponse);
}

/** A live wordbook of this user, or 404 'This wordbook does not exist.' (unknown, deleted, another user's, not a uuid). */
export async function requireWordbook(db: CommonQueryMethods, userId: string, wordbookId: string): Promise<TWordbookRow> {
  const row = isUuid(wordbookId) ? await findWordbook(db, { userId, wordbookId }) : null;
  if (!row) throw notFound(wordbookMessages.notFound);
  return row;
}

export async function createWordbook(
  pool: DatabasePool,
  userId: string,
  input: { name: string; type: TWordbook['type'] },
): Promise<TWordbook> {
  const name = validName(input.name);
  return refuseDuplicateName(() =>
    pool.transaction(async (tx) => {
      if (await wordbookNameTaken(tx, { userId, name })) throw conflict(wordbookMessages.nameTaken, 'name');
      return toWordbookResponse(await insertWordbook(tx, { userId, name, type: input.type }));
    }),
  );
}

/**
 * Changes one or more of name, isMain, favorite and ai_reuse_behavior in one transaction.
 * Making a wordbook main unsets the previous main one.
 */
export async function changeWordbook(pool: DatabasePool, userId: string, wordbookId: string, input: TUpdateWordbookRequest): Promise<TWordbook> {
  if (!isUuid(wordbookId)) throw notFound(wordbookMessages.notFound);
  const name = input.name === undefined ? undefined : validName(input.name);
  const isFavorite = input.favorite === undefined ? undefined : input.favorite === true || input.favorite === 1;
  return refuseDuplicateName(() =>
    pool.transaction(async (tx) => {
      if (name !== undefined && (await wordbookNameTaken(tx, { userId, name, exceptWordbookId: wordbookId }))) {
        // Only a wordbook that exists can have a name conflict.
        await requireWordbook(tx, userId, wordbookId);
        throw conflict(wordbookMessages.nameTaken, 'name');
      }
      if (input.isMain === true) {
        await lockMainWordbookChoice(tx, userId);
        await requireWordbook(tx, userId, wordbookId);
        await clearMainWordbook(tx, { userId, exceptWordbookId: wordbookId });
      }
      const row = await updateWordbook(tx, { userId, wordbookId, name, isMain: input.isMain, isFavorite, aiReuseBehavior: input.ai_reuse_behavior });
      if (!row) throw notFound(wordbookMessages.notFound);
      return toWordbookResponse(row);
    }),
  );
}

/** Soft delete: the name is free again and its words are no longer listed anywhere. */
export async function removeWordbook(db: CommonQueryMethods, userId: string, wordbookId: string): Promise<void> {
  const deleted = isUuid(wordbookId) ? await softDeleteWordbook(db, { userId, wordbookId }) : null;
  if (!deleted) throw notFound(wordbookMessages.notFound);
}
