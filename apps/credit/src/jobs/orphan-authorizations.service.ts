import { Inject, Injectable } from '@nestjs/common';
import { ChargeLookup, ChargeSubjects } from '@netline/contracts';
import { CONFIG, DomainError, InjectLogger, RpcClient } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { randomUUID } from 'node:crypto';
import { Counter, Registry } from 'prom-client';
import { CreditConfig } from '../config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LedgerService } from '../ledger/ledger.service';

/**
 * Billing creates a charge by asking credit to authorize it (idempotent by charge id) inside the
 * transaction that inserts the charge. If billing dies after credit committed the authorization and
 * before its own commit, no charge exists and the customer's `amount_authorized` stays held: an orphan.
 * This sweep finds authorizations neither captured nor canceled `CREDIT_ORPHAN_MIN_AGE_MS` after they
 * were made, asks billing about the charge, and releases those billing does not hold (or holds as
 * canceled without credit having heard). Billing never reuses a charge id, so nothing can come back for
 * a released one. When billing cannot answer, nothing is released and the next run asks again. Each
 * release counts in `credit_orphan_authorizations_released_total`.
 */
@Injectable()
export class OrphanAuthorizations {
  private readonly released: Counter;

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly ledgerService: LedgerService,
    private readonly rpc: RpcClient,
    metrics: Registry,
    @Inject(CONFIG) private readonly config: CreditConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.released = new Counter({
      name: 'credit_orphan_authorizations_released_total',
      help: 'Charge authorizations released because billing never recorded their charge (a charge creation that died half-way)',
      registers: [metrics],
    });
  }

  async sweep(): Promise<{ released: number }> {
    let released = 0;
    for (const candidate of await this.ledger.openAuthorizations(this.config.CREDIT_ORPHAN_MIN_AGE_MS)) {
      let charge: ChargeLookup | null;
      try {
        charge = await this.rpc.call<ChargeLookup>(ChargeSubjects.lookup, {
          request_id: randomUUID(),
          body: { merchant_id: candidate.merchantId, charge_id: candidate.chargeId },
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) {
          this.logger.warn({ err: error, charge_id: candidate.chargeId }, 'orphan authorization sweep could not ask billing; will retry');
          continue;
        }
        charge = null;
      }
      // A live charge (authorized, awaiting capture) or a captured one keeps its authorization.
      if (charge && !charge.canceled) continue;
      if (!(await this.ledgerService.releaseOrphanAuthorization(candidate.merchantId, candidate.customerId, candidate.chargeId))) continue;
      released += 1;
      this.released.inc();
      this.logger.warn({ merchant_id: candidate.merchantId, charge_id: candidate.chargeId }, 'released an authorization whose charge billing never recorded');
    }
    return { released };
  }
}
