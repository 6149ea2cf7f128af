import {
  BuyerSubjects,
  buyerUserCustomerParams,
  buyerUserIdParams,
  buyerUserListSpec,
  buyerUserSchema,
  createBuyerUserSchema,
  listEnvelopeSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** Who may sign in to the buyer portal for a customer, shown on the create operation (docs/security.md, "Buyer sign-in"). */
export const BUYER_USER_RULES = [
  "The customer's own `email` and `business_ap_email` always reach it in the buyer portal; add further addresses here (the",
  "customer's accounts-payable clerks, its controller). An address signs in with a link mailed to it, good once for 15",
  'minutes in the browser that asked for it. The same address may be a buyer user of several customers, of several',
  'merchants; it then sees each of them. An address that is already an active buyer user of the customer is',
  '`409 conflict_error` (`IDENTITY.BUYER_USER_EXISTS`).',
].join('\n');

export const buyerUserOperations = defineOperations([
  {
    method: 'POST',
    path: '/customers/:customer_id/buyer-users',
    subject: BuyerSubjects.createBuyerUser,
    operationId: 'createBuyerUser',
    summary: 'Let an address sign in to the buyer portal for a customer',
    description: BUYER_USER_RULES,
    tag: 'Buyer users',
    access: 'write',
    destructive: false,
    params: buyerUserCustomerParams,
    body: createBuyerUserSchema,
    response: buyerUserSchema,
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/customers/:customer_id/buyer-users',
    subject: BuyerSubjects.listBuyerUsers,
    operationId: 'listBuyerUsers',
    summary: 'List the addresses that may sign in to the buyer portal for a customer',
    description:
      "The addresses the merchant added, and the customer's own `email` and `business_ap_email` once they signed in " +
      '(`created_by: customer_email`). Removed ones stay listed with `deactivated_at`.',
    tag: 'Buyer users',
    access: 'read',
    params: buyerUserCustomerParams,
    list: buyerUserListSpec,
    response: listEnvelopeSchema(buyerUserSchema).meta({ id: 'BuyerUserList' }),
    errors: [404],
  },
  {
    method: 'DELETE',
    path: '/buyer-users/:buyer_user_id',
    subject: BuyerSubjects.deleteBuyerUser,
    operationId: 'deleteBuyerUser',
    summary: 'Remove a buyer user (its address signs in to nothing of this customer any more)',
    description:
      "Ends the address's reach at its next portal request. The customer's own `email` and `business_ap_email` cannot be removed " +
      'here (`409 conflict_error`, `IDENTITY.BUYER_USER_IS_CUSTOMER_EMAIL`): change the customer instead.',
    tag: 'Buyer users',
    access: 'write',
    destructive: true,
    idempotent: true,
    params: buyerUserIdParams,
    response: buyerUserSchema,
    errors: [404, 409],
  },
]);
