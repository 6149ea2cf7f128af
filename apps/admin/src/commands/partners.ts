import { IdentitySubjects, PARTNER_TYPES, PartnerType, RpcBodyIn, SubMerchantSubjects } from '@netline/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { onOff, output, withRpc } from '../cli';

const dollars = (value: string): number => {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new InvalidArgumentError('expected a dollar amount with at most two decimals');
  return Number(value);
};

/** Partners, and the underwriting of their sub-merchants (docs/partners.md). */
export function registerPartnerCommands(program: Command): void {
  const partner = program.command('partner').description('partner accounts (platforms and marketplaces with sub-merchants)');

  partner
    .command('create')
    .description('create a partner account and print its secret key (shown only here)')
    .requiredOption('--name <name>', 'partner name')
    .addOption(new Option('--type <type>', 'marketplace or single_merchant').choices([...PARTNER_TYPES]).makeOptionMandatory())
    .option('--basic <on|off>', 'HTTP Basic authentication', onOff, true)
    .option('--oauth <on|off>', 'OAuth access keys', onOff, false)
    .option('--json', 'print one JSON object')
    .action(async (options: { name: string; type: PartnerType; basic: boolean; oauth: boolean }, command: Command) => {
      const created = await withRpc((rpc) =>
        rpc.ask(IdentitySubjects.createPartner, {
          name: options.name,
          type: options.type,
          basic_enabled: options.basic,
          oauth_enabled: options.oauth,
        }),
      );
      const { partner_id, secret_key, webhook_secret, type, basic_enabled, oauth_enabled } = created;
      output(command, { partner_id, secret_key, webhook_secret, type, basic_enabled, oauth_enabled }, (value) =>
        [
          `partner_id      ${value.partner_id}`,
          `type            ${value.type}`,
          `secret_key      ${value.secret_key}   (shown once)`,
          `webhook_secret  ${value.webhook_secret}`,
          `basic           ${value.basic_enabled ? 'on' : 'off'}`,
          `oauth           ${value.oauth_enabled ? 'on' : 'off'}`,
        ].join('\n'),
      );
    });

  const merchant = program.commands.find((candidate) => candidate.name() === 'merchant') ?? program.command('merchant');

  merchant
    .command('underwriting-queue')
    .description("sub-merchant applications waiting for Netline's underwriters (production)")
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const queue = await withRpc((rpc) => rpc.ask(SubMerchantSubjects.operatorPending, {}));
      output(command, queue, (value) =>
        value.pending.length === 0
          ? 'no application is waiting'
          : value.pending.map((item) => `${item.merchant_id}  ${item.legal_business_name}  (partner ${item.partner_id}, since ${item.created_at})`).join('\n'),
      );
    });

  merchant
    .command('underwrite')
    .description("record a sub-merchant's underwriting decision (partners get the webhooks)")
    .argument('<merchant_id>')
    .addOption(
      new Option('--decision <decision>', 'approved, declined or more_info_needed').choices(['approved', 'declined', 'more_info_needed']).makeOptionMandatory(),
    )
    .option('--amount <dollars>', 'maximum approved limit (required with approved)', dollars)
    .option('--json', 'print one JSON object')
    .action(
      async (
        merchantId: string,
        options: { decision: RpcBodyIn<typeof SubMerchantSubjects.operatorUnderwrite>['decision']; amount?: number },
        command: Command,
      ) => {
        const decided = await withRpc((rpc) =>
          rpc.ask(SubMerchantSubjects.operatorUnderwrite, {
            merchant_id: merchantId,
            decision: options.decision,
            ...(options.amount !== undefined ? { seller_amount_approved: options.amount } : {}),
          }),
        );
        output(
          command,
          decided,
          (value) =>
            `${value.id}  underwriting ${value.underwriting_status}${value.underwriting_decision ? ` (${value.underwriting_decision})` : ''}` +
            (value.seller_amount_approved !== null ? `, limit ${value.seller_amount_approved}` : ''),
        );
      },
    );
}
