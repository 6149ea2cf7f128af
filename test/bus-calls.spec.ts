import { BUS_USERS } from '@netline/catalogue';
import * as contracts from '@netline/contracts';
import { BUS_CALLS, BusApp } from '@netline/contracts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..');

/** `RpcClient`'s calls that put a subject on the bus (and the wrappers around it that keep their names). */
const SENDS = new Set(['ask', 'askAs', 'tryAsk', 'tryAskAs', 'request', 'relay', 'publish']);
/** Calls that take a subject to receive on, not to send. */
const RECEIVES = new Set(['subscribe']);
/** What the apps name an `RpcClient` (or the edges' `IdentityLookup` around one) they call through. */
const BUS_CLIENT = /(^|\.)(rpc|identity)$/;

/**
 * Sends whose subject is not a constant, each with why the declaration needs nothing for it: the edges'
 * relays of catalogue operations (their subjects are derived from the catalogue by `busSends`), and
 * wrappers whose callers pass the constants (read here like any other send). A new one fails the test
 * until it is named here, so no subject leaves an app without being declared.
 */
const FORWARDERS: Record<string, string> = {
  'apps/gateway/src/http/dispatch.ts route.subject': "the gateway's router relays the catalogue operation of a route",
  'apps/mcp/src/tools/tool-runner.ts operation.subject': "a tool call relays its catalogue operation (the MCP user's tool subjects)",
  'apps/mcp/src/tools/previews.ts operation.subject': "a preview asks the read operations of the caller's own tool set (get invoice, customer, charge)",
  'apps/gateway/src/auth/authenticator.ts subject': "Authenticator.ask wraps IdentityLookup.ask; its callers' constants are read",
  'libs/edge/src/identity-lookup.ts subject': "IdentityLookup.ask wraps RpcClient.tryAsk; its callers' constants are read",
};

interface Send {
  subject: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'dist' || name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(spec|int-spec|medium-spec|e2e-spec|platform-spec)\.ts$|\.(int|medium)-fixture\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The value of `XSubjects.member` in `@netline/contracts`, or undefined for anything else. */
function subjectConstant(expression: ts.Expression, file: ts.SourceFile): string | undefined {
  if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression)) return undefined;
  const group = (contracts as unknown as Record<string, Record<string, unknown> | undefined>)[expression.expression.getText(file)];
  const value = group?.[expression.name.getText(file)];
  return /Subjects$/.test(expression.expression.getText(file)) && typeof value === 'string' ? value : undefined;
}

/**
 * Every send in `files`: a method call whose first argument is a subject constant (`rpc.ask(X.y, …)`,
 * `this.ask(X.y, …)` through a wrapper); and a call of the bus client's own methods with anything else
 * as the subject, which must be a known forwarder.
 */
function sendsIn(files: Array<{ path: string; text: string }>, unexplained: string[]): Send[] {
  const sends: Send[] = [];
  for (const { path, text } of files) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const where = relative(ROOT, path);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0) {
        const first = node.arguments[0];
        const subject = subjectConstant(first, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        const busCall = SENDS.has(node.expression.name.text) && BUS_CLIENT.test(node.expression.expression.getText(file));
        if (subject && !RECEIVES.has(node.expression.name.text)) sends.push({ subject, where: `${where}:${line}` });
        else if (busCall && !FORWARDERS[`${where} ${first.getText(file)}`]) unexplained.push(`${where}:${line} sends \`${first.getText(file)}\``);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return sends;
}

/** An app's own sources, and the shared libraries' that send on its behalf (the edges' identity lookups). */
function filesOf(app: BusApp): Array<{ path: string; text: string }> {
  const read = (paths: string[]) => paths.map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const own = read(sourceFiles(join(ROOT, 'apps', app, 'src')));
  const usesEdge = own.some((file) => file.text.includes("from '@netline/edge'"));
  return [...own, ...(usesEdge ? read(sourceFiles(join(ROOT, 'libs', 'edge', 'src'))) : [])];
}

/**
 * Each app's declared calls (`BUS_CALLS` in libs/contracts/src/bus.ts, which its NATS user's permissions
 * are made from) against what its code sends: a subject sent but not declared would be refused by the
 * bus in a deployment; one declared but never sent is a permission nobody needs.
 */
describe('bus calls', () => {
  it('declares the calls of every app with a NATS user', () => {
    expect(Object.keys(BUS_CALLS).sort()).toEqual([...BUS_USERS].sort());
  });

  it.each(Object.keys(BUS_CALLS) as BusApp[])('%s sends exactly the subjects it declares', (app) => {
    const unexplained: string[] = [];
    const sends = sendsIn(filesOf(app), unexplained);
    expect(unexplained).toEqual([]);
    const sent = [...new Set(sends.map((send) => send.subject))].sort();
    const declared = [...new Set<string>(BUS_CALLS[app])].sort();
    const undeclared = sends.filter((send) => !declared.includes(send.subject)).map((send) => `${send.subject} (${send.where})`);
    const unused = declared.filter((subject) => !sent.includes(subject));
    expect({ 'sent but not in BUS_CALLS': undeclared, 'in BUS_CALLS but never sent': unused }).toEqual({
      'sent but not in BUS_CALLS': [],
      'in BUS_CALLS but never sent': [],
    });
  });

  it('reads constant sends through clients and wrappers, and names a send it cannot read', () => {
    const unexplained: string[] = [];
    const text = [
      'class Example {',
      '  run(subject: string) {',
      '    void this.rpc.askAs(CustomerSubjects.get, principal, { params: { customer_id: id } });',
      '    void this.ask(IdentitySubjects.createMerchant, { name });',
      '    void this.rpc.subscribe(IdentitySubjects.partnerChanged, () => undefined);',
      '    void this.rpc.ask(subject, {});',
      '    void this.resets.request(email);',
      '  }',
      '}',
    ].join('\n');
    const sends = sendsIn([{ path: join(ROOT, 'apps', 'example', 'src', 'example.ts'), text }], unexplained);
    expect(sends.map((send) => send.subject)).toEqual(['credit.customers.get', 'identity.merchants.create']);
    expect(unexplained).toEqual(['apps/example/src/example.ts:6 sends `subject`']);
  });
});
