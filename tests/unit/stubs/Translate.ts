/**
 * Stand-in for @docusaurus/Translate in unit tests: returns the English
 * message with its placeholders filled, and records every id it was asked for.
 */
export const requestedIds = new Set<string>();

export function translate(
  {id, message}: {id?: string; message: string},
  values?: Record<string, unknown>,
): string {
  if (id) requestedIds.add(id);
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? `{${key}}`));
}

export default function Translate(): null {
  return null;
}
