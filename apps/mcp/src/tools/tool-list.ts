import { ToolSetName } from '../auth/caller';
import { McpTool, ToolCatalogue } from './tool-catalogue';
import { toolAnnotations } from './tool-definitions';

/** The README's markers around one tool set's generated list. */
export function toolListMarkers(toolSet: ToolSetName): { start: string; end: string } {
  return {
    start: `<!-- ${toolSet}-tools:start (written by apps/mcp/scripts/write-tool-list.js from the operation catalogue) -->`,
    end: `<!-- ${toolSet}-tools:end -->`,
  };
}

/** The scope a tool needs, as the README writes it: partners' read and write scopes are named by their type. */
const SCOPE_LABEL: Record<ToolSetName, (access: 'read' | 'write') => string> = {
  merchant: (access) => `\`merchant:${access}\``,
  partner: (access) => `\`*_partner:${access}\``,
  // A buyer API token may use every buyer tool.
  buyer: () => 'buyer token',
};

/**
 * One tool set's table for the README, from the catalogue itself (sandbox catalogues, so the sandbox
 * helpers are listed too, marked as such). The partner list also marks the tools only partners have and
 * names the merchant tools partners do not get. `write-tool-list.js` writes the three lists into the README and
 * a unit test fails when the README's copy differs, so neither can go stale.
 */
export function renderToolList(sets: Record<ToolSetName, ToolCatalogue>, toolSet: ToolSetName): string {
  const catalogue = sets[toolSet];
  const others = Object.values(sets).filter((other) => other !== catalogue);
  const onlyHere = (tool: McpTool) => others.every((other) => !other.get(tool.name));
  const groups = new Map<string, string[]>();
  for (const tool of catalogue.tools) {
    const { operation } = tool;
    const hints = toolAnnotations(operation);
    const notes = [
      hints.readOnlyHint ? 'read-only' : '',
      hints.destructiveHint ? 'destructive' : '',
      !hints.readOnlyHint && hints.idempotentHint ? 'idempotent' : '',
      hints.openWorldHint ? 'open world' : '',
      operation.sandboxOnly ? 'sandbox only' : '',
      operation.deprecated ? 'deprecated' : '',
      toolSet === 'partner' && onlyHere(tool) ? 'partners only' : '',
    ].filter(Boolean);
    const row = `| \`${tool.name}\` | ${SCOPE_LABEL[toolSet](operation.access)} | ${notes.join(', ')} | ${operation.summary.replace(/\|/g, '\\|')} |`;
    const group = groups.get(operation.tag) ?? [];
    group.push(row);
    groups.set(operation.tag, group);
  }
  const lines = [`${catalogue.tools.length} tools.`, ''];
  for (const [tag, rows] of groups) {
    lines.push(`**${tag}**`, '', '| Tool | Scope | Hints | What it does |', '|---|---|---|---|', ...rows, '');
  }
  if (toolSet === 'partner') {
    const missing = sets.merchant.tools.filter((tool) => !catalogue.get(tool.name)).map((tool) => `\`${tool.name}\``);
    if (missing.length > 0) lines.push(`Merchant tools partners do not get: ${missing.join(', ')}.`);
  }
  return lines.join('\n').trimEnd();
}

/** The README with each tool set's list section replaced. */
export function withToolLists(readme: string, sets: Record<ToolSetName, ToolCatalogue>): string {
  let next = readme;
  for (const toolSet of Object.keys(sets) as ToolSetName[]) {
    const { start: startMarker, end: endMarker } = toolListMarkers(toolSet);
    const start = next.indexOf(startMarker);
    const end = next.indexOf(endMarker);
    if (start < 0 || end < start) throw new Error(`the README has no ${toolSet} tool-list markers`);
    next = `${next.slice(0, start + startMarker.length)}\n${renderToolList(sets, toolSet)}\n${next.slice(end)}`;
  }
  return next;
}
