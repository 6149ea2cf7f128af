import { Inject, Injectable } from '@nestjs/common';
import { ChargeLookup, ChargeSubjects, DomainError, InvoiceLookup, InvoiceSubjects } from '@netline/contracts';
import { CONFIG, InjectLogger, RpcClient } from '@netline/messaging';
import { Logger } from '@netline/observability';

import { Counter, Registry } from 'prom-client';
import { CreditConfig } from '../config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { ReservationsService } from '../ledger/reservations.service';

/** What credit holds for billing that billing may never have committed. */
export type OrphanKind = 'reservations' | 'authorizations' | 'captures';
export const ORPHAN_KINDS: readonly OrphanKind[] = ['reservations', 'authorizations', 'captures'];

interface Candidate {
  merchantId: string;
  customerId: string;
  /** The billing object credit's movement names: the invoice (reservations) or the charge. */
  objectId: string;
}

/** One kind of orphan: where its candidates are, how billing is asked, and how credit undoes it. */
interface OrphanRule {
  objectField: 'invoice_id' | 'charge_id';
  metric: { name: string; help: string };
  released: string;
  candidates(minAgeMs: number): Promise<Candidate[]>;
  /**
   * Asks billing: `keep` keeps credit's movement, `orphan` undoes it, `gone` undoes it when billing does
   * not hold the object at all (or holds it canceled); a thrown error (billing away) asks again next run.
   */
  orphaned(candidate: Candidate): Promise<'keep' | 'orphan' | 'gone'>;
  release(candidate: Candidate, answer: 'orphan' | 'gone'): Promise<boolean>;
}

/**
 * Billing asks credit to reserve (an invoice's send), authorize (a charge's creation) or capture (a
 * charge's capture) inside its own transaction, idempotent by the billing object's id. If billing dies
 * after credit committed and before its own commit, credit holds a movement for something billing never
 * recorded: an orphan, which ties up the customer's line. Each run of this sweep takes the movements of
 * each kind made between `CREDIT_ORPHAN_MIN_AGE_MS` and that + 1 h ago, asks billing about the object
 * (`billing.invoices.lookup`, `billing.charges.lookup`) and undoes, under the customer's lock, those
 * billing does not hold:
 *
 * - a reservation whose invoice billing does not hold or has not sent is released (a later send reserves
 *   afresh);
 * - an authorization whose charge billing does not hold (or holds as canceled without credit having
 *   heard) is released as the charge's cancel;
 * - a capture whose charge billing shows uncaptured (its invoice never committed) is undone: the
 *   receivable released, the authorization restored, so a later capture or cancel works; if billing does
 *   not hold the charge at all, or holds it canceled, the restored authorization is released too.
 *
 * Every undo is idempotent by the object's id (and the cycle: an invoice or charge may be orphaned and
 * retried more than once). When billing cannot answer, nothing is undone and the next run asks again.
 * Each undo counts in `credit_orphan_<kind>_released_total` and logs a warning naming the object.
 *
 * One window of exposure is accepted: a retry of the same send or capture that reaches credit between
 * billing's answer and the undo is answered as already done and may then commit at billing. It needs a
 * retry at least `CREDIT_ORPHAN_MIN_AGE_MS` late landing within those milliseconds; `reconcile` reports
 * the difference it would leave.
 */
@Injectable()
export class OrphanSweeps {
  private readonly rules: Record<OrphanKind, OrphanRule>;
  private readonly counters = new Map<OrphanKind, Counter>();

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly reservations: ReservationsService,
    private readonly rpc: RpcClient,
    metrics: Registry,
    @Inject(CONFIG) private readonly config: CreditConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.rules = {
      reservations: {
        objectField: 'invoice_id',
        metric: {
          name: 'credit_orphan_reservations_released_total',
          help: 'Reservations released because billing never sent their invoice (a send that died half-way)',
        },
        released: 'released a reservation whose invoice billing never sent',
        candidates: async (minAgeMs) =>
          (await this.ledger.untouchedReservations(minAgeMs)).map((row) => ({
            merchantId: row.merchantId,
            customerId: row.customerId,
            objectId: row.invoiceId,
          })),
        orphaned: async (candidate) => ((await this.invoice(candidate))?.sent ? 'keep' : 'orphan'),
        release: (candidate) => this.reservations.releaseOrphan(candidate.merchantId, candidate.customerId, candidate.objectId),
      },
      authorizations: {
        objectField: 'charge_id',
        metric: {
          name: 'credit_orphan_authorizations_released_total',
          help: 'Charge authorizations released because billing never recorded their charge (a charge creation that died half-way)',
        },
        released: 'released an authorization whose charge billing never recorded',
        candidates: async (minAgeMs) =>
          (await this.ledger.openAuthorizations(minAgeMs)).map((row) => ({ merchantId: row.merchantId, customerId: row.customerId, objectId: row.chargeId })),
        // A live charge (authorized, awaiting capture) or a captured one keeps its authorization.
        orphaned: async (candidate) => chargeState(await this.charge(candidate), 'authorized'),
        release: (candidate) => this.reservations.releaseOrphanAuthorization(candidate.merchantId, candidate.customerId, candidate.objectId),
      },
      captures: {
        objectField: 'charge_id',
        metric: {
          name: 'credit_orphan_captures_released_total',
          help: 'Charge captures undone because billing never committed their invoice (a capture that died half-way)',
        },
        released: 'undid a capture whose invoice billing never committed',
        candidates: async (minAgeMs) =>
          (await this.ledger.recentCaptures(minAgeMs)).map((row) => ({ merchantId: row.merchantId, customerId: row.customerId, objectId: row.chargeId })),
        // Billing marks the charge captured in the transaction that inserts the capture's invoice.
        orphaned: async (candidate) => chargeState(await this.charge(candidate), 'captured'),
        release: async (candidate, answer) => {
          if (!(await this.reservations.releaseOrphanCapture(candidate.merchantId, candidate.customerId, candidate.objectId))) return false;
          // The charge itself is gone or canceled at billing: what the undo gave back to it is released too.
          if (answer === 'gone') await this.reservations.releaseOrphanAuthorization(candidate.merchantId, candidate.customerId, candidate.objectId);
          return true;
        },
      },
    };
    for (const kind of ORPHAN_KINDS) this.counters.set(kind, new Counter({ ...this.rules[kind].metric, registers: [metrics] }));
  }

  /** One pass over every kind; how many of each were released. */
  async sweepAll(): Promise<Record<OrphanKind, number>> {
    const released = {} as Record<OrphanKind, number>;
    for (const kind of ORPHAN_KINDS) released[kind] = (await this.sweep(kind)).released;
    return released;
  }

  async sweep(kind: OrphanKind): Promise<{ released: number }> {
    const rule = this.rules[kind];
    let released = 0;
    for (const candidate of await rule.candidates(this.config.CREDIT_ORPHAN_MIN_AGE_MS)) {
      const at = { merchant_id: candidate.merchantId, [rule.objectField]: candidate.objectId };
      let answer: 'keep' | 'orphan' | 'gone';
      try {
        answer = await rule.orphaned(candidate);
      } catch (error) {
        this.logger.warn({ err: error, kind, ...at }, 'orphan sweep could not ask billing; will retry');
        continue;
      }
      if (answer === 'keep' || !(await rule.release(candidate, answer))) continue;
      released += 1;
      this.counters.get(kind)?.inc();
      this.logger.warn({ kind, ...at }, rule.released);
    }
    return { released };
  }

  /** Billing's invoice, or null when billing does not hold it; other errors are thrown. */
  private invoice(candidate: Candidate): Promise<InvoiceLookup | null> {
    return this.absentAsNull(this.rpc.ask(InvoiceSubjects.lookup, { merchant_id: candidate.merchantId, invoice_id: candidate.objectId }));
  }

  private charge(candidate: Candidate): Promise<ChargeLookup | null> {
    return this.absentAsNull(this.rpc.ask(ChargeSubjects.lookup, { merchant_id: candidate.merchantId, charge_id: candidate.objectId }));
  }

  private async absentAsNull<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}

/**
 * A charge credit authorized (or captured) is kept while billing shows it at least that far along; a
 * charge billing does not hold, or holds canceled, is `gone`; one billing holds but not yet captured
 * orphans a capture.
 */
function chargeState(charge: ChargeLookup | null, credit: 'authorized' | 'captured'): 'keep' | 'orphan' | 'gone' {
  if (!charge || charge.canceled) return 'gone';
  if (credit === 'captured' && !charge.captured) return 'orphan';
  return 'keep';
}
