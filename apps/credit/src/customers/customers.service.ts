import { Injectable } from '@nestjs/common';
import {
  Customer as CustomerBody,
  CustomerLocation,
  isSubMerchantOf,
  ListEnvelope,
  ListQuery,
  merchantScope,
  MerchantScope,
  newEvent,
  PartnerCreateCustomer,
  PartnerCustomer,
  PartnerUpdateCustomer,
  Principal,
  scopeOf,
  ValidationError,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, IdGenerator } from '@netline/persistence';
import { Customer, CustomerFields } from './customer.entity';
import { EnrollmentService } from './enrollment.service';
import { CustomerNotFoundError, SubMerchantNotFoundError } from './customer.errors';
import { presentCustomerFor } from './customer.presenter';
import { CustomersRepository } from './customers.repository';

/**
 * Customers of merchants and of partners (docs/partners.md, "Who owns what"): a merchant's customers are
 * its own; a marketplace partner's are its own too (`merchant_id` refused); a single-merchant partner's
 * belong to the sub-merchant it names (`merchant_id` required, answered and filterable). Reads reach the
 * caller's scope: a partner sees its own and its sub-merchants' customers, nothing else.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly enrollment: EnrollmentService,
  ) {}

  async create(principal: Principal, input: PartnerCreateCustomer): Promise<CustomerBody | PartnerCustomer> {
    const now = this.clock.now();
    const customer = Object.assign(new Customer(), {
      id: this.ids.next('cus'),
      merchantId: ownerOfNewCustomer(principal, input.merchant_id),
      source: 'API',
      businessAddress: input.business_address,
      businessCity: input.business_city,
      businessState: input.business_state,
      businessZip: input.business_zip,
      businessCountry: input.business_country,
      businessAgeRange: null,
      businessApEmail: input.business_ap_email,
      businessApPhone: input.business_ap_phone ?? null,
      businessApPhoneExtension: input.business_ap_phone_extension ?? null,
      businessName: input.business_name,
      businessTradeName: null,
      businessPhone: null,
      businessType: null,
      email: input.email,
      personalNameFirst: null,
      personalNameLast: null,
      personalPhone: null,
      amountApproved: 0,
      amountAuthorized: 0,
      amountBalance: 0,
      amountUnappliedPayments: 0,
      defaultTerms: input.default_terms ?? null,
      advanceRate: null,
      creditStatus: null,
      netTermsStatus: null,
      netTermsEnrollmentUrl: null,
      netTermsEnrollmentExpiresAt: null,
      netTermsEnrollmentToken: null,
      creditCheckRequestedAt: null,
      archived: false,
      dunsNumber: null,
      externalId: input.external_id ?? null,
      createdAt: now,
      updatedAt: now,
    } satisfies CustomerFields);
    await this.unitOfWork.runSingle(({ executor, stage }) =>
      this.customers.insertWithEvents(executor, customer, stage(newEvent('customer.created', customer.merchantId, { id: customer.id }))),
    );
    return presentCustomerFor(principal, customer, []);
  }

  /** Reads check enrollment expiry first, so a lapsed offer never shows as pending. */
  async get(principal: Principal, id: string): Promise<CustomerBody | PartnerCustomer> {
    const scope = scopeOf(principal);
    let found = await this.customers.findWithDecisions(scope, id);
    if (!found) throw new CustomerNotFoundError();
    if (await this.enrollment.isLapsed(found.customer)) {
      await this.enrollment.expireDue(found.customer.merchantId);
      found = (await this.customers.findWithDecisions(scope, id)) ?? found;
    }
    return presentCustomerFor(principal, found.customer, found.decisions);
  }

  /** POST /customers/{id}/enroll: deprecated stub (customers enroll on the hosted page); the customer unchanged. */
  enrollStub(principal: Principal, id: string): Promise<CustomerBody | PartnerCustomer> {
    return this.get(principal, id);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<CustomerBody | PartnerCustomer>> {
    if (principal.partner?.type === 'marketplace' && query.filters.some((filter) => filter.field === 'merchant_id')) {
      throw new ValidationError([
        { path: 'filter.merchant_id', message: "filtering by `merchant_id` is not supported: a marketplace's customers are its own" },
      ]);
    }
    const scope = scopeOf(principal);
    let page = await this.customers.list(scope, query);
    const lapsed = await Promise.all(page.items.map(({ customer }) => this.enrollment.isLapsed(customer)));
    if (lapsed.some(Boolean)) {
      const owners = new Set(page.items.filter((_, index) => lapsed[index]).map(({ customer }) => customer.merchantId));
      for (const merchantId of owners) await this.enrollment.expireDue(merchantId);
      page = await this.customers.list(scope, query);
    }
    return listEnvelope(query, page, ({ customer, decisions }) => presentCustomerFor(principal, customer, decisions));
  }

  async update(principal: Principal, id: string, input: PartnerUpdateCustomer): Promise<CustomerBody | PartnerCustomer> {
    await this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.customers.findForUpdate(manager, scopeOf(principal), id);
      if (!customer) throw new CustomerNotFoundError();
      const changes: Partial<Customer> = {
        businessAddress: input.business_address,
        businessCity: input.business_city,
        businessState: input.business_state,
        businessZip: input.business_zip,
        businessCountry: input.business_country,
        businessName: input.business_name,
        email: input.email,
        businessApEmail: input.business_ap_email,
        businessApPhone: input.business_ap_phone,
        businessApPhoneExtension: input.business_ap_phone_extension,
        defaultTerms: input.default_terms,
        externalId: input.external_id,
      };
      // Only the fields the request set: an absent one keeps the stored value.
      Object.assign(customer, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
      customer.updatedAt = this.clock.now();
      await this.customers.save(manager, customer);
    });
    return this.get(principal, id);
  }

  /** `credit.customers.locate`: which merchant of a caller's scope owns a customer (treasury, for partners). */
  async locate(scope: MerchantScope, id: string): Promise<CustomerLocation> {
    const merchantId = await this.customers.ownerIn(scope, id);
    const found = merchantId ? await this.customers.findWithDecisions(merchantScope(merchantId), id) : null;
    if (!found) throw new CustomerNotFoundError();
    return { merchant_id: found.customer.merchantId, customer_id: id, business_name: found.customer.businessName };
  }
}

/** Who owns a customer a caller creates (docs/partners.md): 400 or 404 when the partner type's rule is broken. */
function ownerOfNewCustomer(principal: Principal, merchantId: string | undefined): string {
  switch (principal.partner?.type) {
    case undefined:
      return principal.merchant_id;
    case 'marketplace':
      if (merchantId !== undefined) {
        throw new ValidationError([{ path: 'merchant_id', message: "`merchant_id` is not accepted: a marketplace's customers are its own" }]);
      }
      return principal.merchant_id;
    case 'single_merchant':
      if (merchantId === undefined) {
        throw new ValidationError([{ path: 'merchant_id', message: '`merchant_id` is required: name the sub-merchant the customer belongs to' }]);
      }
      if (!isSubMerchantOf(principal, merchantId)) throw new SubMerchantNotFoundError();
      return merchantId;
  }
}
