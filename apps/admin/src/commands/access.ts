import { ACCESS_KEY_KINDS, AccessKeyKind, IdentitySubjects, MCP_AUTH_TYPES, McpAuthType, USER_ROLES, UserRole } from '@netline/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { operatorName, output, setInvocation, withRpc } from '../cli';

const positiveInteger = (value: string): number => {
  if (!/^[1-9][0-9]*$/.test(value)) throw new InvalidArgumentError('expected a positive whole number of seconds');
  return Number(value);
};

/** Access keys, dashboard users and token signing keys. */
export function registerAccessCommands(program: Command): void {
  const accessKey = program.command('access-key').description('OAuth access keys (client credentials)');

  accessKey
    .command('create')
    .description('create an access key and print its client secret (shown only here)')
    .argument('<account_id>', "the merchant's or partner's id; the key acts for that account")
    .addOption(new Option('--kind <kind>', 'rest or mcp').choices([...ACCESS_KEY_KINDS]).makeOptionMandatory())
    .addOption(new Option('--auth <type>', 'for mcp keys: m2m or web_app').choices([...MCP_AUTH_TYPES]))
    .requiredOption(
      '--scopes <scopes>',
      "comma-separated, of the account's kind: merchant:read|write, or by partner type marketplace_partner:read|write or single_merchant_partner:read|write",
    )
    .option('--expires-in <seconds>', 'lifetime of the key', positiveInteger)
    .option(
      '--redirect-uri <url>',
      'web_app mcp keys (required, repeatable): an OAuth callback address, https or http on loopback',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--name <name>', "what the key is for (a web_app key's consent screen names the assistant with it)")
    .option('--json', 'print one JSON object')
    .action(
      async (
        accountId: string,
        options: { kind: AccessKeyKind; auth?: McpAuthType; scopes: string; expiresIn?: number; redirectUri?: string[]; name?: string },
        command: Command,
      ) => {
        const created = await withRpc((rpc) =>
          rpc.ask(IdentitySubjects.createAccessKey, {
            merchant_id: accountId,
            kind: options.kind,
            // An mcp key without --auth is machine-to-machine, the flow the CLI can exercise.
            auth_type: options.kind === 'mcp' ? (options.auth ?? 'm2m') : options.auth,
            scopes: options.scopes
              .split(',')
              .map((scope) => scope.trim())
              .filter(Boolean),
            expires_in_seconds: options.expiresIn,
            ...(options.redirectUri ? { redirect_uris: options.redirectUri } : {}),
            ...(options.name !== undefined ? { name: options.name } : {}),
          }),
        );
        output(command, created, (value) =>
          [
            `id             ${value.id}`,
            `client_id      ${value.client_id}`,
            `client_secret  ${value.client_secret}   (shown once)`,
            `kind           ${value.kind}`,
            `scopes         ${value.scopes.join(' ')}`,
            `expires_at     ${value.expires_at ?? 'never'}`,
            ...(value.redirect_uris ? [`redirect_uris  ${value.redirect_uris.join(' ')}`] : []),
          ].join('\n'),
        );
      },
    );

  accessKey
    .command('revoke')
    .description('revoke an access key: it can no longer mint tokens')
    .argument('<client_id>')
    .option('--json', 'print one JSON object')
    .action(async (clientId: string, _options: unknown, command: Command) => {
      const revoked = await withRpc((rpc) => rpc.ask(IdentitySubjects.revokeAccessKey, { client_id: clientId }));
      output(command, revoked, (value) => `revoked ${value.client_id} at ${value.revoked_at}`);
    });

  const user = program.command('user').description('dashboard users');

  user
    .command('create')
    .description('create a dashboard user (password stored as an argon2id hash)')
    .argument('<merchant_id>')
    .requiredOption('--email <email>', 'sign-in email')
    .requiredOption('--password <password>', 'at least 10 characters')
    .addOption(new Option('--role <role>', 'admin or read_only').choices([...USER_ROLES]).makeOptionMandatory())
    .option('--json', 'print one JSON object')
    .action(async (merchantId: string, options: { email: string; password: string; role: UserRole }, command: Command) => {
      const created = await withRpc((rpc) =>
        rpc.ask(IdentitySubjects.createUser, { merchant_id: merchantId, email: options.email, password: options.password, role: options.role }),
      );
      output(command, created, (value) => `created ${value.id} ${value.email} (${value.role})`);
    });

  user
    .command('deactivate')
    .description('deactivate a dashboard user: sign-in stops working')
    .argument('<user_id>')
    .option('--json', 'print one JSON object')
    .action(async (userId: string, _options: unknown, command: Command) => {
      const deactivated = await withRpc((rpc) => rpc.ask(IdentitySubjects.deactivateUser, { user_id: userId }));
      output(command, deactivated, (value) => `deactivated ${value.id}`);
    });

  user
    .command('reset-second-factor')
    .description(
      "clear a person's lost authenticator and recovery codes, end their sessions and assistant connections; they sign in with the password and set up a new one",
    )
    .argument('<user_id>')
    .option('--operator <name>', "who is doing this, for identity's log (default: this machine's login name)")
    .option('--json', 'print one JSON object')
    .action(async (userId: string, options: { operator?: string }, command: Command) => {
      // The same name goes into identity's log and onto the audit trail (the CLI's actor, cli.ts).
      if (options.operator) setInvocation({ operator: options.operator });
      const operator = operatorName();
      const reset = await withRpc((rpc) => rpc.ask(IdentitySubjects.resetSecondFactor, { user_id: userId, operator }));
      output(
        command,
        reset,
        (value) =>
          `cleared the second factor of ${value.id} (${value.email}): ${value.recovery_codes_removed} recovery codes removed, sessions before ${value.sessions_not_before} ended, ${value.grants_ended} assistant connections ended`,
      );
    });

  const signingKey = program.command('signing-key').description('token signing keys');
  signingKey
    .command('rotate')
    .description('start signing tokens with a new key now; tokens signed with older keys stay valid until they expire')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const rotated = await withRpc((rpc) => rpc.ask(IdentitySubjects.rotateSigningKey, {}));
      output(command, rotated, (value) => `signing with ${value.kid} since ${value.created_at}`);
    });
  signingKey
    .command('revoke')
    .description('emergency: withdraw a signing key now; every token it signed is refused on both edges within 5 s')
    .argument('<kid>', 'the key id (the `kid` in a token header and in the JWKS)')
    .option('--json', 'print one JSON object')
    .action(async (kid: string, _options: unknown, command: Command) => {
      const revoked = await withRpc((rpc) => rpc.ask(IdentitySubjects.revokeSigningKey, { kid }));
      output(command, revoked, (value) => `revoked ${value.kid} at ${value.revoked_at}; signing with ${value.signing_kid}`);
    });
}
