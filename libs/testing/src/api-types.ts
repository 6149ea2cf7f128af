import type { components, operations, paths } from '@netline/sdk';
import type { operations as partnerOperations, paths as partnerPaths } from './generated/partners-api';

/**
 * The body types of the API, read off its OpenAPI documents at the type level, so that a test's
 * `api.get(`/invoices/${id}`)` is typed as the invoice the reference describes: renaming a field in the
 * reference fails the tests' type check where they read it. The types are generated from the documents
 * (the merchant API's, `libs/sdk/src/generated/openapi.ts`; the partners API's,
 * `./generated/partners-api.ts`; `npm run generate`); nothing here restates a field.
 */

/** The merchant API's paths, as the SDK's types describe them. */
export type MerchantPaths = paths;
/** The partners API's paths. */
export type PartnerPaths = partnerPaths;
/** The merchant API's operations by id (`createInvoice`), and the partners API's. */
export type MerchantOperations = operations;
export type PartnerOperations = partnerOperations;

/** The verbs the API documents, in either case (`ApiClient.request` takes `'GET'`, the verbs `get`). */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

type Verb<Method extends string> = Lowercase<Method> & HttpMethod;

/** `/invoices/in_1/send?x=1` → `['', 'invoices', 'in_1', 'send']`; a `${string}` part stays `string`. */
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];

type WithoutQuery<S extends string> = S extends `${infer Path}?${string}` ? Path : S;

/** Whether a concrete path's segments fit a template's (`{invoice_id}` fits any one segment). */
type Fits<Actual extends string[], Template extends string[]> = Actual extends [infer A extends string, ...infer ARest extends string[]]
  ? Template extends [infer T extends string, ...infer TRest extends string[]]
    ? T extends `{${string}}`
      ? Fits<ARest, TRest>
      : A extends T
        ? Fits<ARest, TRest>
        : false
    : false
  : Template extends []
    ? true
    : false;

/** The templates among `Fitting` that no other one among them is more specific than (`/a/b` beats `/a/{x}`). */
type MostSpecific<Fitting extends string> = {
  [Template in Fitting]: true extends { [Other in Exclude<Fitting, Template>]: Fits<Segments<Other>, Segments<Template>> }[Exclude<Fitting, Template>]
    ? never
    : Template;
}[Fitting];

/**
 * The documented path template a concrete path (query string included) is an instance of: the most
 * specific one, as the API routes it (`/shipments/sign-upload` is not `/shipments/{shipment_id}`). A union
 * of paths gives the union of their templates.
 */
export type RouteOf<Path extends string, Api extends object = MerchantPaths> = Path extends string
  ? MostSpecific<
      {
        [Template in keyof Api]: Fits<Segments<WithoutQuery<Path>>, Segments<Template & string>> extends true ? Template : never;
      }[keyof Api] &
        string
    >
  : never;

type SuccessStatus = 200 | 201 | 202;

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON bodies an operation answers on success, or `never` when it answers none (a PDF, a 204). */
type OperationSuccess<Operation> = Operation extends { responses: infer Responses }
  ? { [Status in keyof Responses]: Status extends SuccessStatus ? JsonOf<Responses[Status]> : never }[keyof Responses]
  : never;

type SuccessBody<Api, Template extends keyof Api, Method extends HttpMethod> = Api[Template] extends { [M in Method]: infer Operation }
  ? OperationSuccess<Operation>
  : never;

/** The error envelope every failure answers (`docs/api-conventions.md`, "Errors"). */
export type ErrorBody = components['schemas']['Error'];

/**
 * The body of an answer to `Method Path`: the operation's success body, with the error envelope's `error`
 * readable as optional (a test reads `res.body.error?.type` after it has asserted a failing status).
 * A path the reference does not describe (another document's API, a page), or one known only as a
 * `string`, is `unknown`: the test names its type through the generic. A union of paths (`/invoices/${id}/${'void' | 'cancel'}`)
 * gives the union of their bodies.
 */
export type BodyOf<Method extends string, Path extends string, Api extends object = MerchantPaths> = Path extends string ? BodyOfOne<Method, Path, Api> : never;

type BodyOfOne<Method extends string, Path extends string, Api extends object> = string extends Path
  ? unknown
  : [RouteOf<Path, Api>] extends [never]
    ? unknown
    : [Verb<Method>] extends [never]
      ? unknown
      : [SuccessBody<Api, RouteOf<Path, Api>, Verb<Method>>] extends [never]
        ? Partial<ErrorBody>
        : SuccessBody<Api, RouteOf<Path, Api>, Verb<Method>> & Partial<ErrorBody>;

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/**
 * What an MCP tool answers on success: the structured result of the operation it is made from (a tool's
 * name is its operation's id in snake case, `create_invoice` for `createInvoice`), without the
 * `{"untrusted": …}` wrappers, as the REST API gives it. A name known only as a `string`, or one no
 * operation of `Operations` has, is `unknown`: the test names its type.
 */
export type ToolResult<Name extends string, Operations extends object = MerchantOperations> = string extends Name
  ? unknown
  : CamelCase<Name> extends keyof Operations
    ? [OperationSuccess<Operations[CamelCase<Name>]>] extends [never]
      ? unknown
      : OperationSuccess<Operations[CamelCase<Name>]>
    : unknown;
