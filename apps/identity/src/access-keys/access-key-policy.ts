import { permittedToolNames } from '@netline/catalogue';
import { AccessKeyPolicy, ErrorDetail, POLICY_MONEY_TOOLS, toCents, ToolLimits, ValidationError } from '@netline/contracts';

const LIMIT_FIELDS = ['max_per_call', 'max_per_day', 'approval_above'] as const;

/**
 * A machine-to-machine MCP key's policy as it is stored, after the rules a schema cannot say (docs/mcp.md,
 * "Key policies and approvals"): `allowed_tools` names tools the key's scopes permit (its account's tool
 * set; write tools only with a `:write` scope), each once; `limits` are for money-moving tools the key may
 * call, each with at least one amount, and `approval_above` ≤ `max_per_call` ≤ `max_per_day` where both
 * are set (a threshold above the cap could never be reached, a day cap below the call cap makes the call
 * cap moot). Every broken rule is named; nothing is stored then.
 */
export function checkedPolicy(policy: AccessKeyPolicy, scopes: string[], account: 'merchant' | 'partner', appEnv: 'sandbox' | 'production'): AccessKeyPolicy {
  const permitted = new Set(
    permittedToolNames(
      account,
      scopes.some((scope) => scope.endsWith(':write')),
      appEnv,
    ),
  );
  const details: ErrorDetail[] = [];
  let allowed: string[] | null = null;
  if (policy.allowed_tools !== undefined && policy.allowed_tools !== null) {
    allowed = [...new Set(policy.allowed_tools)];
    policy.allowed_tools.forEach((tool, index) => {
      if (!permitted.has(tool)) details.push({ path: `policy.allowed_tools.${index}`, message: `${tool} is not a tool this key's scopes permit` });
    });
  }
  const limits: Record<string, ToolLimits> = {};
  for (const [tool, entry] of Object.entries(policy.limits ?? {})) {
    const path = `policy.limits.${tool}`;
    if (!(POLICY_MONEY_TOOLS as readonly string[]).includes(tool)) {
      details.push({ path, message: `limits apply to the money-moving tools: ${POLICY_MONEY_TOOLS.join(', ')}` });
      continue;
    }
    if (!permitted.has(tool)) {
      details.push({ path, message: `${tool} is not a tool this key's scopes permit` });
      continue;
    }
    if (allowed && !allowed.includes(tool)) details.push({ path, message: `${tool} is not in allowed_tools` });
    const set = Object.fromEntries(LIMIT_FIELDS.filter((field) => typeof entry[field] === 'number').map((field) => [field, entry[field] as number]));
    if (Object.keys(set).length === 0) {
      details.push({ path, message: 'set max_per_call, max_per_day or approval_above' });
      continue;
    }
    const cents = (field: (typeof LIMIT_FIELDS)[number]) => (set[field] === undefined ? undefined : toCents(set[field]));
    const [perCall, perDay, above] = [cents('max_per_call'), cents('max_per_day'), cents('approval_above')];
    if (above !== undefined && perCall !== undefined && above > perCall) {
      details.push({ path: `${path}.approval_above`, message: 'approval_above must not be more than max_per_call' });
    }
    if (perCall !== undefined && perDay !== undefined && perCall > perDay) {
      details.push({ path: `${path}.max_per_call`, message: 'max_per_call must not be more than max_per_day' });
    }
    limits[tool] = set;
  }
  if (details.length > 0) throw new ValidationError(details);
  return { allowed_tools: allowed, limits };
}
