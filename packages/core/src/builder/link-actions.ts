/**
 * spec 001 §2, issue 14 item 2: link actions. A link's hash in the page builder's form
 * (`#elementor-action:action=popup:open&settings=<base64 JSON>`, URL-encoded or not) or the data
 * attributes `data-link-action` + `data-link-settings` (plain JSON) name an action on a fixed list and
 * its settings. Anything else (an unknown action, bad base64, bad JSON, a non-object) is no action at
 * all and is reported through `log`; nothing runs.
 */
export const LINK_ACTIONS = [
  'popup:open',
  'popup:close',
  'off_canvas:open',
  'off_canvas:close',
  'off_canvas:toggle',
  'reload-page',
] as const;

export type LinkActionName = (typeof LINK_ACTIONS)[number];

export interface LinkAction {
  name: LinkActionName;
  settings: Record<string, unknown>;
}

export const ACTION_HASH_PREFIX = '#elementor-action:';
/** Settings larger than this are not an action's settings (bounded work for a hostile link). */
const MAX_SETTINGS_LENGTH = 4000;

const isKnown = (name: string): name is LinkActionName => (LINK_ACTIONS as readonly string[]).includes(name);

function settingsObject(json: string): Record<string, unknown> | undefined {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The action a link's hash names, or undefined (logged when the hash was meant as one). */
export function parseActionHash(hash: string, log: (message: string) => void): LinkAction | undefined {
  let decoded = hash;
  try {
    // URL-encoded (`%3A`, `%3D`, `%26`) as the builder writes it into some links; plain otherwise.
    if (!decoded.startsWith(ACTION_HASH_PREFIX)) decoded = decodeURIComponent(hash);
  } catch {
    log('link action: hash is not valid URL encoding');
    return undefined;
  }
  if (!decoded.startsWith(ACTION_HASH_PREFIX)) return undefined;
  const params = new URLSearchParams(decoded.slice(ACTION_HASH_PREFIX.length));
  const name = params.get('action') ?? '';
  if (!isKnown(name)) {
    log(`link action: unknown action "${name.slice(0, 40)}"`);
    return undefined;
  }
  // URLSearchParams turns `+` into a space; base64 has `+`, never spaces.
  const encoded = (params.get('settings') ?? '').replaceAll(' ', '+');
  if (!encoded) return { name, settings: {} };
  if (encoded.length > MAX_SETTINGS_LENGTH) {
    log(`link action ${name}: settings too long`);
    return undefined;
  }
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    const settings = settingsObject(new TextDecoder().decode(bytes));
    if (settings) return { name, settings };
  } catch {}
  log(`link action ${name}: settings are not base64 JSON`);
  return undefined;
}

/** The action an element's data attributes name, or undefined (logged). */
export function parseActionAttributes(
  action: string,
  settingsJson: string | undefined,
  log: (message: string) => void,
): LinkAction | undefined {
  if (!isKnown(action)) {
    log(`link action: unknown action "${action.slice(0, 40)}"`);
    return undefined;
  }
  if (!settingsJson) return { name: action, settings: {} };
  try {
    const settings = settingsJson.length <= MAX_SETTINGS_LENGTH ? settingsObject(settingsJson) : undefined;
    if (settings) return { name: action, settings };
  } catch {}
  log(`link action ${action}: data-link-settings is not a JSON object`);
  return undefined;
}

/** What a handler receives: the action's settings and the element that was clicked. */
export type LinkActionHandler = (settings: Record<string, unknown>, trigger: Element) => void;

const handlers = new Map<LinkActionName, LinkActionHandler>();

/**
 * Registers the code behind an action on the fixed list (the popup widget registers `popup:*`, the
 * off-canvas widget `off_canvas:*`). The latest registration wins.
 */
export function registerLinkAction(name: LinkActionName, handler: LinkActionHandler): () => void {
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

/** Runs a parsed action; an action nobody registered on this page does nothing and is logged. */
export function runLinkAction(action: LinkAction, trigger: Element, log: (message: string) => void): boolean {
  const handler = handlers.get(action.name);
  if (!handler) {
    log(`link action ${action.name}: nothing on this page handles it`);
    return false;
  }
  handler(action.settings, trigger);
  return true;
}
