import fs from 'node:fs/promises';
import type { openDatabase } from '../db/database.ts';
import { createMegaMenuRepository } from '../modules/content/mega-menu-repository.ts';
import { runAsMain } from './run-as-main.ts';
import { exitOnError, UsageError } from './usage.ts';

const USAGE = `Usage: npm run mega-menu -- <command> [arguments]

The site owner's mobile mega-menu items (GET /wp-json/wprmegamenu/?item_id=N), on DATABASE_URL (or the
SQLite file in DATA_DIR). HTML is sanitised when saved (no scripts, handlers, styles, forms, frames).

Commands:
  list                    every item: id, bytes, last change
  show <id>               one item's HTML as stored
  set <id> <file.html>    store the file's HTML for the item (at most 64 KiB once sanitised)
  delete <id>             remove the item

Exit codes: 0 done, 1 failed, 2 usage error.`;

function parseId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647)
    throw new UsageError('give a menu item id (a whole number from 1)');
  return Number(text);
}

export interface MegaMenuIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Awaited<ReturnType<typeof openDatabase>>;
  now?: () => Date;
}

/** Runs one command of the owner's mega-menu tool; resolves to the exit code. */
export async function runMegaMenuCommand(argv: string[], io: MegaMenuIo): Promise<number> {
  try {
    const [command, ...args] = argv;
    const items = createMegaMenuRepository(io.database.db);
    switch (command) {
      case 'list': {
        for (const item of await items.list())
          io.stdout.write(`${item.itemId}\t${item.bytes} bytes\t${item.updatedAt}\n`);
        return 0;
      }
      case 'show': {
        const html = await items.find(parseId(args[0]));
        if (html === undefined) throw new Error(`no menu item ${args[0]}`);
        io.stdout.write(`${html}\n`);
        return 0;
      }
      case 'set': {
        const id = parseId(args[0]);
        if (!args[1]) throw new UsageError('give the HTML file');
        const outcome = await items.save(id, await fs.readFile(args[1], 'utf8'), io.now?.() ?? new Date());
        if (!outcome.ok) throw new Error(`menu item ${id}: ${outcome.message}`);
        io.stdout.write(
          `Saved menu item ${id} (${Buffer.byteLength(outcome.html)} bytes after sanitising).\n`,
        );
        return 0;
      }
      case 'delete': {
        const id = parseId(args[0]);
        if (!(await items.remove(id))) throw new Error(`no menu item ${id}`);
        io.stdout.write(`Deleted menu item ${id}.\n`);
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command ${command}` : 'give a command');
    }
  } catch (error) {
    return exitOnError(io, 'mega-menu', USAGE, error);
  }
}

await runAsMain(import.meta.url, (argv, io) => runMegaMenuCommand(argv, io));
