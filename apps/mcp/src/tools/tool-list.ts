import { ToolCatalogue } from './tool-catalogue';

export const TOOL_LIST_START = '<!-- tool-list:start (written by apps/mcp/scripts/write-tool-list.js from the operation catalogue) -->';
export const TOOL_LIST_END = '<!-- tool-list:end -->';

/**
 * The README's tool table, from the catalogue itself (a sandbox catalogue, so the sandbox helpers are
 * listed too, marked as such). `write-tool-list.js` writes it into the README and a unit test fails when
 * the README's copy differs, so the list cannot go stale.
 */
export function renderToolList(catalogue: ToolCatalogue): string {
  const groups = new Map<string, string[]>();
  for (const tool of catalogue.tools) {
    const { operation, definition } = tool;
    const notes = [
      operation.access === 'read' ? 'read-only' : '',
      definition.annotations?.destructiveHint ? 'destructive' : '',
      operation.access === 'write' && definition.annotations?.idempotentHint ? 'idempotent' : '',
      definition.annotations?.openWorldHint ? 'open world' : '',
      operation.sandboxOnly ? 'sandbox only' : '',
      operation.deprecated ? 'deprecated' : '',
    ].filter(Boolean);
    const row = `| \`${tool.name}\` | \`merchant:${operation.access}\` | ${notes.join(', ')} | ${operation.summary.replace(/\|/g, '\\|')} |`;
    const group = groups.get(operation.tag) ?? [];
    group.push(row);
    groups.set(operation.tag, group);
  }
  const lines = [`${catalogue.tools.length} tools.`, ''];
  for (const [tag, rows] of groups) {
    lines.push(`**${tag}**`, '', '| Tool | Scope | Hints | What it does |', '|---|---|---|---|', ...rows, '');
  }
  return lines.join('\n').trimEnd();
}

/** The README with its tool list section replaced. */
export function withToolList(readme: string, list: string): string {
  const start = readme.indexOf(TOOL_LIST_START);
  const end = readme.indexOf(TOOL_LIST_END);
  if (start < 0 || end < start) throw new Error('the README has no tool-list markers');
  return `${readme.slice(0, start + TOOL_LIST_START.length)}\n${list}\n${readme.slice(end)}`;
}
