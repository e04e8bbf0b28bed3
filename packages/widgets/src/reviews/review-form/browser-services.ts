import { createFormSessions, type FormSessions } from '@site-widgets/core/forms/form-sessions.ts';
import { createOutbox, type Outbox } from '@site-widgets/core/forms/outbox.ts';
import { createMemoryStorage, openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { createShownOnce, type ShownOnce } from '@site-widgets/core/storage/shown-once.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { createBrowserOutboxStore } from './idb-outbox-store.ts';
import { type ReviewFormTransport, saveSubmission } from './transport.ts';

const inBrowser = () => typeof window !== 'undefined';

let sessions: FormSessions | undefined;
let popups: ShownOnce | undefined;
let outbox: Outbox | undefined;
let onOnline: (() => void) | undefined;

/** The visitor's 'form sessions' list in localStorage (in memory where storage is refused, or on the server). */
export function formSessions(): FormSessions {
  sessions ??= createFormSessions(
    inBrowser() ? openStorage(() => window.localStorage) : createMemoryStorage(),
    systemClock,
  );
  return sessions;
}

/** Which automatic pop-up forms already opened this session (sessionStorage). */
export function formPopups(): ShownOnce {
  popups ??= createShownOnce(
    inBrowser() ? openStorage(() => window.sessionStorage) : createMemoryStorage(),
    systemClock,
  );
  return popups;
}

/** Runs a sending round under a Web Lock where the browser has them, so two tabs never send one review twice. */
function acrossTabs(run: () => Promise<boolean>): Promise<boolean> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  // The lock is held until `run` settles; its promise resolves to what `run` resolved to.
  return locks ? (locks.request('site-widgets-review-outbox', run) as unknown as Promise<boolean>) : run();
}

/**
 * The page's one outbox of reviews written offline, shared by every form on the page. It sends what it
 * keeps now (this page load) and whenever the browser says it is back online.
 */
export function pageOutbox(transport: ReviewFormTransport): Outbox | undefined {
  if (!inBrowser()) return undefined;
  if (outbox) return outbox;
  const created = createOutbox({
    store: createBrowserOutboxStore(),
    send: (entry) => saveSubmission(transport, entry),
    clock: systemClock,
    sessions: formSessions(),
    exclusive: acrossTabs,
  });
  outbox = created;
  onOnline = () => void created.flush();
  window.addEventListener('online', onOnline);
  if (navigator.onLine !== false) void created.flush();
  return created;
}

/** For tests: forget the page's services so each test starts afresh. */
export function resetBrowserServices() {
  outbox?.destroy();
  outbox = undefined;
  if (onOnline) window.removeEventListener('online', onOnline);
  onOnline = undefined;
  sessions = undefined;
  popups = undefined;
}
