/** Data attributes for a server-rendered widget: only the settings that are set, as text. */
export function settingAttributes(
  settings: Record<string, string | number | boolean | undefined>,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    attributes[name] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  }
  return attributes;
}
