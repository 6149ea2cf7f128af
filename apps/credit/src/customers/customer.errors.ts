import { NotFoundError } from '@netline/messaging';

export class CustomerNotFoundError extends NotFoundError {
  constructor() {
    super('Customer', 'CREDIT.CUSTOMER_NOT_FOUND');
  }
}
