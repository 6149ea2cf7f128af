import { requiredScope } from '@netline/auth';
import { buildOperationRequest, Operation } from '@netline/catalogue';
import { ApiError, buyerPrincipal, errorBody, ErrorType, Principal, toCents, toDollars, ToolLimits } from '@netline/contracts';
import { IdempotencyStore, outcomeUnknown, StoredResponse } from '@netline/edge';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Counter, Histogram, Registry } from 'prom-client';
import { McpCaller } from '../auth/caller';
import { CONFIRMATION_ARGUMENT, ConfirmationBinding, ConfirmationRefusal, ConfirmationStore, fingerprintOf } from './confirmations';
import { formatDollars, KeyPolicies, limitsOf, movedCents, Reservation } from './key-policies';
import { Preview, PreviewBuilder, PREVIEWED_TOOLS, PreviewFacts } from './previews';
import { argumentDetails, SplitArguments, splitArguments } from './tool-arguments';
import { McpTool } from './tool-catalogue';
import { structuredResult } from './tool-definitions';

type Outcome = { status: number; data?: unknown; error?: ApiError; replayed?: boolean; preview?: Preview; confirmed?: boolean };

/** A call a key's limits let through: what it moves (cents), the day cap it counts against, and the approval it acts on. */
interface PolicyLimited {
  policies: KeyPolicies;
  cents: number;
  perDay: number | null;
  approvalId: string | null;
}

/** The read operations of the caller's tool set, by operationId: what a preview asks the services. */
export type OperationLookup = (operationId: string) => Operation | undefined;

/** What each refused confirmation handle is told (docs/mcp.md, "Previews and confirmation"). */
const CONFIRMATION_REFUSALS: Record<ConfirmationRefusal, string> = {
  malformed: 'This confirmation is not a handle Netline issued',
  unknown: 'This confirmation is unknown: preview the call again for a new one',
  other_caller: 'This confirmation was issued to another caller',
  other_tool: 'This confirmation was issued for another tool',
  other_arguments: 'This confirmation was issued for other arguments: preview the call again with these',
  expired: 'This confirmation has expired: preview the call again for a new one',
};

export interface ToolRunnerOptions {
  /**
   * Called after a call that changed the calling partner's grant succeeded (it created a sub-merchant),
   * before the result leaves, so this replica's next call already acts for the new sub-merchant.
   */
  onPartnerGrantChanged?: (partnerId: string) => void;
  /**
   * Where key policies keep their day counters and ask for approvals (docs/mcp.md, "Key policies and
   * approvals"). Without it a call of a key whose policy limits the tool is refused, never run unchecked.
   */
  policies?: KeyPolicies;
}

/**
 * Runs one tool call the way the REST API runs one request: scope check, validation through the catalogue
 * entry (every wrong argument named), `idempotency_key` with the `Idempotency-Key` rules, one NATS request
 * to the owning service in the same envelope the gateway sends, and the service's answer with nothing
 * changed but the marking of outside text.
 *
 * A success carries the response as `structuredContent` (matching the tool's output schema) and as its
 * JSON text, each value typed outside Netline wrapped as `{"untrusted": …}` (`untrusted-text.ts`). Any
 * refusal (scope, validation, a rule of the domain, not found, a service outage) is a tool result with
 * `isError: true` whose text is the contract's error body `{"error":{type,message,…}}`; it carries no
 * `structuredContent`, because clients check that against the output schema even on errors.
 *
 * The tools that move money (`PREVIEWED_TOOLS`) answer a preview and act only when the same call comes
 * back with its `confirmation` handle, which is checked (`ConfirmationStore`) and then keys the call's
 * idempotency record, so a handle acts once (docs/mcp.md, "Previews and confirmation").
 *
 * Each call is logged (account, tool set, tool, outcome, latency; never the arguments, which may hold personal
 * data) and counted in `mcp_tool_calls_total` / `mcp_tool_call_duration_seconds`.
 */
export class ToolRunner {
  private readonly calls: Counter<'tool' | 'outcome'>;
  private readonly duration: Histogram<'tool' | 'outcome'>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly idempotency: IdempotencyStore,
    private readonly confirmations: ConfirmationStore,
    private readonly previews: PreviewBuilder,
    private readonly logger: Logger,
    metrics: Registry,
    private readonly options: ToolRunnerOptions = {},
  ) {
    this.calls = new Counter({
      name: 'mcp_tool_calls_total',
      help: 'Tool calls answered, by tool and outcome (ok or the error type)',
      labelNames: ['tool', 'outcome'],
      registers: [metrics],
    });
    this.duration = new Histogram({
      name: 'mcp_tool_call_duration_seconds',
      help: 'Time to answer one tool call',
      labelNames: ['tool', 'outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [metrics],
    });
  }

  async call(caller: McpCaller, tool: McpTool, args: unknown, requestId: string, operations: OperationLookup): Promise<CallToolResult> {
    const started = process.hrtime.bigint();
    let outcome: Outcome;
    try {
      outcome = await this.run(caller, tool, args, requestId, operations);
    } catch (error) {
      this.logger.error({ err: error, tool: tool.name }, 'tool call failed unexpectedly');
      outcome = { status: 500, error: { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' } };
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const label = outcome.error ? outcome.error.type : outcome.preview ? 'preview' : 'ok';
    this.calls.inc({ tool: tool.name, outcome: label });
    this.duration.observe({ tool: tool.name, outcome: label }, seconds);
    this.logger.info(
      {
        // A buyer's call acts in the merchant its customer picks; the token stands for the buyer (not the address).
        ...(caller.buyer ? {} : { merchant_id: caller.principal.merchant_id }),
        auth: caller.auth,
        tool_set: caller.toolSet,
        actor: caller.buyer ? caller.buyer.tokenId : caller.principal.actor.id,
        tool: tool.name,
        outcome: label,
        status: outcome.status,
        ...(outcome.error?.code ? { code: outcome.error.code } : {}),
        ...(outcome.replayed ? { idempotent_replay: true } : {}),
        ...(outcome.confirmed ? { confirmed: true } : {}),
        latency_ms: Math.round(seconds * 10_000) / 10,
      },
      'tool call',
    );
    if (outcome.error) return errorResult(outcome.error);
    if (outcome.preview) return previewResult(outcome.preview);
    return this.successResult(tool, outcome.status, outcome.data);
  }

  private async run(caller: McpCaller, tool: McpTool, rawArgs: unknown, requestId: string, operations: OperationLookup): Promise<Outcome> {
    const { operation } = tool;
    if (operation.access === 'write' ? !caller.canWrite : !caller.canRead) {
      return refuse({
        status: 403,
        type: ErrorType.Forbidden,
        message: `The tool ${tool.name} needs the ${requiredScope(caller.principal, operation.access)} scope`,
      });
    }
    // The key's policy narrows what its scopes permit (docs/mcp.md, "Key policies and approvals").
    const allowedTools = caller.policy?.allowed_tools;
    if (allowedTools && !allowedTools.includes(tool.name)) {
      return refuse({
        status: 403,
        type: ErrorType.Forbidden,
        code: 'MCP.POLICY_TOOL_NOT_ALLOWED',
        message: `This access key's policy does not allow the tool ${tool.name}; it allows ${allowedTools.length > 0 ? allowedTools.join(', ') : 'no tools'}`,
      });
    }
    // A buyer's call acts in the merchant of the customer it names; a customer the grant does not name is
    // not found, before anything else is read, as on the portal's routes.
    const principal = principalFor(caller, rawArgs);
    if (!principal) return refuse({ status: 404, type: ErrorType.NotFound, message: 'Customer not found' });
    // A previewed tool's `confirmation` is the edge's own argument: it never reaches the operation.
    const previewed = caller.toolSet !== 'buyer' && PREVIEWED_TOOLS.has(tool.name);
    let confirmation: unknown = undefined;
    let args = rawArgs;
    if (previewed && rawArgs && typeof rawArgs === 'object' && !Array.isArray(rawArgs) && CONFIRMATION_ARGUMENT in rawArgs) {
      const { [CONFIRMATION_ARGUMENT]: handle, ...rest } = rawArgs as Record<string, unknown>;
      confirmation = handle;
      args = rest;
    }
    const split = splitArguments(tool, args);
    if (!split.ok) return refuse(validationError(split.details));
    if (confirmation !== undefined && typeof confirmation !== 'string') {
      return refuse(validationError([{ path: CONFIRMATION_ARGUMENT, message: `\`${CONFIRMATION_ARGUMENT}\` must be the handle a preview answered` }]));
    }
    const merchantId = principal.merchant_id;
    // Whose idempotency keys these are: the merchant's, or a buyer's within the merchant (as the gateway keeps them).
    const keyOwner = principal.actor.type === 'buyer' ? `${merchantId}:buyer:${principal.actor.id}` : merchantId;
    const binding: ConfirmationBinding = {
      accountId: merchantId,
      actor: `${principal.actor.type}:${principal.actor.id}`,
      tool: `${caller.toolSet}:${tool.name}`,
      fingerprint: fingerprintOf(tool.name, (args ?? {}) as Record<string, unknown>),
    };

    if (previewed && confirmation === undefined && caller.previews) {
      // Validated as the call itself would be, then read, never written (docs/mcp.md, "Previews and confirmation").
      const checked = buildOperationRequest(operation, split.input, { principal, requestId });
      if (!checked.ok) return refuse(validationError(argumentDetails(checked.details)));
      const built = await this.previews.build(caller, operations, tool.name, checked.request, requestId);
      if (!built.ok) return { status: built.error.status, error: built.error };
      const issued = await this.confirmations.issue(binding);
      const facts = { ...built.facts, refusals: [...built.facts.refusals, ...policyNotes(limitsOf(caller.policy, tool.name), tool.name, built.facts)] };
      return {
        status: 200,
        preview: { preview: true, tool: tool.name, ...facts, confirmation: issued.handle, expires_at: issued.expiresAt.toISOString() },
      };
    }

    // A confirmed call is keyed by its handle: confirming it again replays the first result, whatever
    // `idempotency_key` says (the key is not part of what a handle is bound to).
    let key = split.idempotencyKey;
    if (typeof confirmation === 'string') {
      const check = await this.confirmations.confirm(confirmation, binding);
      if (!check.ok) {
        return refuse({
          status: 400,
          type: ErrorType.InvalidRequest,
          code: `MCP.CONFIRMATION_${check.refusal.toUpperCase()}`,
          message: CONFIRMATION_REFUSALS[check.refusal],
        });
      }
      key = `mcp-confirmation:${confirmation}`;
    }

    // The key's limits on this money-moving tool: refused above the call cap, sent to an admin above the
    // approval threshold (an approved call runs under the approval's own key, so it acts once), counted
    // against the day's cap. Nothing is reserved or asked for a call the service would not be sent.
    const limits = previewed ? limitsOf(caller.policy, tool.name) : undefined;
    let limited: PolicyLimited | null = null;
    if (limits) {
      const checked = await this.policyCheck(caller, tool, principal, split, args, binding, limits, requestId, operations);
      if ('refusal' in checked) return refuse(checked.refusal);
      if ('error' in checked) return { status: checked.error.status, error: checked.error };
      limited = checked;
      if (checked.approvalId) key = `mcp-approval:${checked.approvalId}`;
    }
    const built = buildOperationRequest(operation, split.input, {
      principal,
      requestId,
      ...(key !== undefined ? { idempotencyKey: key } : {}),
    });
    if (!built.ok) return refuse(validationError(argumentDetails(built.details)));

    const fingerprint = key === undefined ? '' : binding.fingerprint;
    const confirmed = typeof confirmation === 'string';
    let reservation: Reservation | null = null;
    if (limited?.perDay != null) {
      const reserved = await limited.policies.reserve(merchantId, principal.actor.id, tool.name, limited.cents, limited.perDay);
      if (!reserved.ok) {
        return refuse({
          status: 403,
          type: ErrorType.Forbidden,
          code: 'MCP.POLICY_MAX_PER_DAY',
          message:
            `This access key's policy allows ${formatDollars(limited.perDay)} a day (UTC) for ${tool.name}; ${formatDollars(reserved.spentCents)} ` +
            `is used today, and this call moves ${formatDollars(limited.cents)}. Nothing was done.`,
        });
      }
      reservation = reserved.reservation;
    }
    const release = () => reservation?.release().catch((error: unknown) => this.logger.error({ err: error }, 'could not release a day reservation'));
    let retryOfUnknown = false;
    if (key !== undefined) {
      const claim = await this.idempotency.claim(keyOwner, key, fingerprint);
      if (claim.outcome !== 'claimed') await release();
      switch (claim.outcome) {
        case 'mismatch':
          return refuse({ status: 400, type: ErrorType.InvalidRequest, message: 'This idempotency_key was already used with different arguments' });
        case 'in_progress':
          return refuse({ status: 409, type: ErrorType.Conflict, message: 'A call with this idempotency_key is still in progress; retry shortly' });
        case 'replay':
          return { ...fromStored(claim.response), replayed: true, confirmed };
        case 'claimed':
          retryOfUnknown = claim.retry;
          break;
      }
    }
    if (limited?.approvalId && key !== undefined) {
      // The approval is used by the one call that claimed its key; its result is what later calls replay.
      // A retry of an attempt whose outcome is unknown finds it used by that attempt, and asks the service
      // again under the same key, which the service answers once (decision 0010).
      const used = await limited.policies.useApproval(principal, requestId, limited.approvalId);
      const status = used.ok ? used.used.approval.status : null;
      const refusal: ApiError | null = !used.ok
        ? used.error
        : used.used.used_now || (retryOfUnknown && status === 'used')
          ? null
          : {
              status: 409,
              type: ErrorType.Conflict,
              code: 'MCP.APPROVAL_USED',
              message:
                status === 'used'
                  ? `The approval ${limited.approvalId} was already used for this call; the same call asks for a new one once it expires`
                  : `The approval ${limited.approvalId} is ${status}; make the call again to ask for a new one`,
            };
      if (refusal) {
        await release();
        await this.remember(keyOwner, key, fingerprint, { status: refusal.status, error: refusal });
        return refuse(refusal);
      }
    }

    const reply = await this.rpc.request(operation.subject, built.request);
    // What the call moved counts only when it moved something; an unknown outcome may have.
    if (!reply.ok && !outcomeUnknown(reply.error)) await release();
    if (key !== undefined && !reply.ok && outcomeUnknown(reply.error)) {
      // No answer, or the service is still handling another attempt: the service may have applied the
      // call. The key stays claimed and the next call asks it again.
      await this.idempotency
        .markUnknown(keyOwner, key, fingerprint)
        .catch((error: unknown) => this.logger.error({ err: error }, 'could not keep the idempotency key'));
      if (retryOfUnknown) {
        return refuse({
          status: 409,
          type: ErrorType.Conflict,
          message: 'A call with this idempotency_key is in progress and its outcome is not known yet; retry shortly',
        });
      }
      return { status: reply.error.status, error: reply.error };
    }
    const outcome: Outcome = reply.ok ? { status: operation.status ?? 200, data: reply.data } : { status: reply.error.status, error: reply.error };
    if (reply.ok && operation.changesPartnerGrant && caller.principal.partner) this.options.onPartnerGrantChanged?.(merchantId);
    if (key !== undefined) await this.remember(keyOwner, key, fingerprint, outcome);
    return { ...outcome, confirmed };
  }

  /**
   * The key's limits on one call of a money-moving tool: what it moves (read as its preview reads it), the
   * call cap, and the approval an amount above the threshold needs. Answers the amount and day cap to count
   * against, and the approval to use when an admin approved the call; or why the call does not act.
   */
  private async policyCheck(
    caller: McpCaller,
    tool: McpTool,
    principal: Principal,
    split: Extract<SplitArguments, { ok: true }>,
    args: unknown,
    binding: ConfirmationBinding,
    limits: ToolLimits,
    requestId: string,
    operations: OperationLookup,
  ): Promise<PolicyLimited | { refusal: ApiError } | { error: ApiError }> {
    const policies = this.options.policies;
    if (!policies || principal.actor.type !== 'access_key') {
      throw new Error(`the policy of ${principal.actor.type}:${principal.actor.id} cannot be enforced here`);
    }
    const checked = buildOperationRequest(tool.operation, split.input, { principal, requestId });
    if (!checked.ok) return { refusal: validationError(argumentDetails(checked.details)) };
    const facts = await this.previews.build(caller, operations, tool.name, checked.request, requestId);
    if (!facts.ok) return { error: facts.error };
    const cents = movedCents(tool.name, facts.facts);
    if (cents === undefined) throw new Error(`no amount for ${tool.name}`);
    const perCall = limits.max_per_call == null ? null : toCents(limits.max_per_call);
    if (perCall !== null && cents > perCall) {
      return {
        refusal: {
          status: 403,
          type: ErrorType.Forbidden,
          code: 'MCP.POLICY_MAX_PER_CALL',
          message: `This access key's policy allows at most ${formatDollars(perCall)} per call of ${tool.name}; this call moves ${formatDollars(cents)}. Nothing was done.`,
        },
      };
    }
    const perDay = limits.max_per_day == null ? null : toCents(limits.max_per_day);
    const above = limits.approval_above == null ? null : toCents(limits.approval_above);
    if (above === null || cents <= above) return { policies, cents, perDay, approvalId: null };

    const { idempotency_key: _key, ...shown } = (args ?? {}) as Record<string, unknown>;
    const asked = await policies.requestApproval(principal, requestId, {
      tool: tool.name as never,
      arguments_digest: binding.fingerprint,
      arguments: shown,
      amount: toDollars(cents),
    });
    if (!asked.ok) return { error: asked.error };
    const { approval } = asked;
    switch (approval.status) {
      case 'approved':
      case 'used':
        return { policies, cents, perDay, approvalId: approval.id };
      case 'rejected':
        return {
          refusal: {
            status: 403,
            type: ErrorType.Forbidden,
            code: 'MCP.APPROVAL_REJECTED',
            message: `An admin rejected this call (approval ${approval.id}); nothing was done. The same call is refused until ${approval.expires_at}.`,
          },
        };
      default:
        return {
          refusal: {
            status: 403,
            type: ErrorType.Forbidden,
            code: 'MCP.APPROVAL_PENDING',
            message:
              `This call moves ${formatDollars(cents)}, above the ${formatDollars(above)} this access key's policy allows without approval. ` +
              `It waits for an admin in the Netline dashboard (approval ${approval.id}, until ${approval.expires_at}); nothing was done. ` +
              'Make the same call again once it is decided.',
          },
        };
    }
  }

  /** Keeps the answer for replay; after a 5xx the next call with the key asks the owning service again. */
  private async remember(merchantId: string, key: string, fingerprint: string, outcome: Outcome): Promise<void> {
    try {
      if (outcome.status >= 500) {
        await this.idempotency.markUnknown(merchantId, key, fingerprint);
        return;
      }
      const payload = outcome.error ? errorBody(outcome.error) : outcome.data;
      const body = outcome.status === 204 || payload === undefined ? '' : Buffer.from(JSON.stringify(payload)).toString('base64');
      await this.idempotency.complete(merchantId, key, fingerprint, { status: outcome.status, headers: { 'content-type': 'application/json' }, body });
    } catch (error) {
      this.logger.error({ err: error }, 'could not store the idempotent tool result');
    }
  }

  private successResult(tool: McpTool, status: number, data: unknown): CallToolResult {
    if (status === 204 || !tool.definition.outputSchema) {
      return { content: [{ type: 'text', text: `Done: ${tool.operation.summary}.` }] };
    }
    const structured = structuredResult(tool, data);
    return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
  }
}

/**
 * The principal a call is sent with: the caller's own, or for a buyer token the buyer acting in the
 * merchant of the customer the call names (`customer_id`, which every buyer tool takes). Null when the
 * grant does not name that customer. A `customer_id` that is no string is left to the argument check.
 */
function principalFor(caller: McpCaller, args: unknown): Principal | null {
  if (!caller.buyer) return caller.principal;
  const customerId = args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>).customer_id : undefined;
  if (typeof customerId !== 'string') return caller.principal;
  const reached = caller.buyer.grant.customers.find((entry) => entry.customer_ids.includes(customerId));
  if (!reached) return null;
  return { ...buyerPrincipal(caller.buyer.grant, reached.merchant_id), ...(caller.principal.via ? { via: caller.principal.via } : {}) };
}

/** What the key's limits will do to the confirmed call, as far as the preview's amount shows (the day's total is read only then). */
function policyNotes(limits: ToolLimits | undefined, tool: string, facts: PreviewFacts): string[] {
  const cents = limits ? movedCents(tool, facts) : undefined;
  if (!limits || cents === undefined) return [];
  if (limits.max_per_call != null && cents > toCents(limits.max_per_call)) {
    return [`This access key's policy allows at most ${formatDollars(toCents(limits.max_per_call))} per call of ${tool}`];
  }
  if (limits.approval_above != null && cents > toCents(limits.approval_above)) {
    return [`Above ${formatDollars(toCents(limits.approval_above))}, this access key's policy makes the confirmed call wait for an admin's approval`];
  }
  return [];
}

function refuse(error: ApiError): Outcome {
  return { status: error.status, error };
}

function validationError(details: ApiError['details']): ApiError {
  return { status: 400, type: ErrorType.Validation, message: 'Validation error', details };
}

function errorResult(error: ApiError): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(errorBody(error)) }] };
}

function fromStored(stored: StoredResponse): Outcome {
  const payload = stored.body === '' ? undefined : (JSON.parse(Buffer.from(stored.body, 'base64').toString('utf8')) as unknown);
  if (stored.status < 400) return { status: stored.status, data: payload };
  const body = payload as { error: Omit<ApiError, 'status'> };
  return { status: stored.status, error: { status: stored.status, ...body.error } };
}

function previewResult(preview: Preview): CallToolResult {
  const structured = preview as unknown as Record<string, unknown>;
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}
