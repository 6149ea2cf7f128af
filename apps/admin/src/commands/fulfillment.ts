import { RpcBodyIn, ShipmentSubjects, VERIFICATION_STATUSES } from '@netline/contracts';
import { Command, Option } from 'commander';
import { output, withRpc } from '../cli';

export function registerFulfillmentCommands(program: Command): void {
  const shipment = program.command('shipment').description('shipments: manual verification of couriers without instant verification');

  shipment
    .command('verify')
    .description("verify a shipment by hand (an unlisted courier's, or a proof of delivery); --status pending takes it back")
    .argument('<shipment_id>', 'the shipment')
    .requiredOption('--merchant <merchant_id>', 'the merchant owning the shipment')
    .addOption(new Option('--status <status>', 'the verification status to set').choices([...VERIFICATION_STATUSES]).default('verified'))
    .option('--json', 'print one JSON object')
    .action(
      async (
        shipmentId: string,
        options: { merchant: string; status: NonNullable<RpcBodyIn<typeof ShipmentSubjects.operatorVerify>['verification_status']> },
        command: Command,
      ) => {
        const result = await withRpc((rpc) =>
          rpc.ask(ShipmentSubjects.operatorVerify, {
            merchant_id: options.merchant,
            shipment_id: shipmentId,
            verification_status: options.status,
          }),
        );
        output(command, result, (value) =>
          [
            `shipment             ${value.id}`,
            `invoice              ${value.merchant_invoice_id}`,
            `fulfillment_method   ${value.fulfillment_method}`,
            `courier              ${value.shipment_courier ?? '-'}`,
            `verification_status  ${value.verification_status}`,
          ].join('\n'),
        );
      },
    );
}
