import fs from 'node:fs/promises';
import { type FeedPostInput, feedPostInputSchema, feedWidgetSettingsSchema } from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { type FeedApiOptions, fetchFeedPosts, newPosts } from '../modules/content/feeds/feed-api.ts';
import { checkFeedSettings, createFeedRepository } from '../modules/content/feeds/feed-repository.ts';
import { runAsMain } from './run-as-main.ts';
import { runSettingsCommand, type SettingsIo, type SettingsKind } from './settings-command.ts';
import { UsageError } from './usage.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };
type FeedWidget = { id: number; name: string } & Record<string, unknown>;

/** The feed widgets' settings, through the shared settings commands (list, show, set, import …). */
export const FEED_WIDGETS: SettingsKind<FeedWidget> = {
  command: 'feeds',
  noun: 'feed',
  schema: feedWidgetSettingsSchema as unknown as ObjectSchema,
  check: checkFeedSettings,
  repository(db) {
    const records = createFeedRepository(db).widgets;
    const flat = (record: { id: number; name: string; settings: unknown }): FeedWidget => ({
      ...(typeof record.settings === 'object' && record.settings !== null ? record.settings : {}),
      id: record.id,
      name: record.name,
    });
    return {
      async find(id) {
        const record = await records.find(id);
        return record && flat(record);
      },
      async list() {
        return (await records.list()).map(flat);
      },
      replace: (id, name, settings) => records.replace(id, name, settings as object),
      insert: (name, settings) => records.insert(name, settings as object),
    };
  },
};

const POSTS_USAGE = `Feed posts:
  posts <feed id>                 the feed's posts, newest first: id, date, author, text
  import-posts <feed id> <file>   a JSON array of {author, handle?, text, mediaUrl?, mediaAlt?, link?,
                                  postedAt}: all are added, or none if one is refused
  delete-post <post id>           removes one post
  fetch-posts <feed id>           adds the posts FEED_API_URL answers for the feed that are not yet
                                  stored (a post is known by its link, or its date and text)`;

const id = (text: string | undefined, noun: string) => {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`give a ${noun} id`);
  return Number(text);
};

/** A line of the terminal: control characters of stored text shown as `?` (posts are the owner's, but imported). */
const shown = (text: string) => text.replace(/\p{Cc}/gu, '?');

/** `npm run feeds`: the settings commands, plus the feeds' posts (docs/operations.md). */
export async function runFeedsCommand(
  argv: string[],
  io: SettingsIo,
  now = new Date(),
  api?: Omit<FeedApiOptions, 'url'> & { url: string | undefined },
): Promise<number> {
  const [command, ...args] = argv;
  if (!['posts', 'import-posts', 'delete-post', 'fetch-posts'].includes(command ?? '')) {
    const code = await runSettingsCommand(FEED_WIDGETS, argv, io);
    if (command === 'help' || command === '--help' || command === '-h') io.stdout.write(`\n${POSTS_USAGE}\n`);
    return code;
  }
  const feeds = createFeedRepository(io.database.db);
  try {
    if (command === 'delete-post') {
      const postId = id(args[0], 'post');
      if (!(await feeds.deletePost(postId))) throw new Error(`no post with id ${postId}`);
      io.stdout.write(`Post ${postId} deleted.\n`);
      return 0;
    }
    const feedId = id(args[0], 'feed');
    if (!(await feeds.widgets.find(feedId))) throw new Error(`no feed with id ${feedId}`);
    if (command === 'fetch-posts') {
      if (!api?.url) throw new Error('FEED_API_URL is not set');
      const widget = await feeds.findWidget(feedId);
      if (!widget || 'error' in widget) throw new Error(widget ? widget.error : `no feed with id ${feedId}`);
      const fetched = await fetchFeedPosts({ ...api, url: api.url }, widget.settings.kind, feedId);
      if (!fetched.ok) throw new Error(`feed ${feedId}: ${fetched.message}; nothing imported`);
      const fresh = newPosts(fetched.posts, await feeds.listPosts(feedId));
      await feeds.addPosts(feedId, fresh, now);
      io.stdout.write(
        `Fetched ${fetched.posts.length} posts; added ${fresh.length} new to feed ${feedId}.\n`,
      );
      return 0;
    }
    if (command === 'posts') {
      const posts = await feeds.listPosts(feedId);
      if (!posts.length) io.stdout.write('No posts yet.\n');
      for (const post of posts) {
        io.stdout.write(
          `#${post.id}  ${post.postedAt.slice(0, 10)}  ${shown(post.author)}: ${shown(post.text.slice(0, 60))}\n`,
        );
      }
      return 0;
    }
    if (args.length !== 2 || !args[1]) throw new UsageError('import-posts takes a feed id and one file');
    let entries: unknown;
    try {
      entries = JSON.parse(await fs.readFile(args[1], 'utf8'));
    } catch (error) {
      throw new Error(`${args[1]}: ${error instanceof Error ? error.message : 'cannot be read'}`);
    }
    if (!Array.isArray(entries)) throw new Error(`${args[1]}: an import is a JSON array of posts`);
    if (entries.length > 10_000) throw new Error(`${args[1]}: at most 10000 posts in one import`);
    const posts: FeedPostInput[] = [];
    const refused: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const parsed = feedPostInputSchema.safeParse(entry);
      if (parsed.success) posts.push(parsed.data);
      else {
        const issue = parsed.error.issues[0];
        refused.push(`post ${index + 1}: ${issue?.path.join('.') || 'post'}: ${issue?.message ?? 'invalid'}`);
      }
    }
    if (refused.length) {
      for (const line of refused) io.stderr.write(`${line}\n`);
      io.stderr.write(`Nothing imported: ${refused.length} of ${entries.length} posts refused.\n`);
      return 1;
    }
    await feeds.addPosts(feedId, posts, now);
    io.stdout.write(`Imported ${posts.length} posts into feed ${feedId}.\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`feeds: ${error.message}\n\n${POSTS_USAGE}\n`);
      return 2;
    }
    io.stderr.write(`feeds: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

await runAsMain(import.meta.url, (argv, io, config) =>
  runFeedsCommand(argv, io, new Date(), {
    url: config.feedApi.url,
    timeoutMs: config.feedApi.timeoutMs,
    maxBytes: config.feedApi.maxBytes,
  }),
);
