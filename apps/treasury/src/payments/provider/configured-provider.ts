import { paymentProviderName, TreasuryConfig } from '../../config';
import { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';

/**
 * The provider `PAYMENT_PROVIDER` names (the sandbox one by default in the sandbox); null when online
 * payment is not offered (`none`, production's default). A real processor's adapter is chosen here.
 */
export function configuredPaymentProvider(config: Pick<TreasuryConfig, 'APP_ENV' | 'PAYMENT_PROVIDER'>): PaymentProvider | null {
  return paymentProviderName(config) === 'sandbox' ? new SandboxPaymentProvider() : null;
}
