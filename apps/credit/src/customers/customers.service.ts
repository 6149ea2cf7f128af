import { Injectable } from '@nestjs/common';
import { CreateCustomer, Customer as CustomerBody, ListEnvelope, ListQuery, Principal, UpdateCustomer } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, IdGenerator } from '@netline/persistence';
import { Customer } from './customer.entity';
import { EnrollmentService } from './enrollment.service';
import { CustomerNotFoundError } from './customer.errors';
import { presentCustomer } from './customer.presenter';
import { CustomersRepository } from './customers.repository';

@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly enrollment: EnrollmentService,
  ) {}

  async create(principal: Principal, input: CreateCustomer): Promise<CustomerBody> {
    const now = this.clock.now();
    const customer = Object.assign(new Customer(), {
      id: this.ids.next('cus'),
      merchantId: principal.merchant_id,
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
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<Customer, 'amountAvailable'>);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.customers.insert(manager, customer);
      await emit({ type: 'customer.created', object: 'customer', merchant_id: customer.merchantId, data: { id: customer.id } });
    });
    return presentCustomer(customer, []);
  }

  /** Reads check enrollment expiry first, so a lapsed offer never shows as pending (spec §3.2). */
  async get(principal: Principal, id: string): Promise<CustomerBody> {
    let found = await this.customers.findWithDecisions(principal.merchant_id, id);
    if (!found) throw new CustomerNotFoundError();
    if (await this.enrollment.isLapsed(found.customer)) {
      await this.enrollment.expireDue(principal.merchant_id);
      found = (await this.customers.findWithDecisions(principal.merchant_id, id)) ?? found;
    }
    return presentCustomer(found.customer, found.decisions);
  }

  /** POST /customers/{id}/enroll: deprecated stub (DECISIONS 16), the customer unchanged. */
  enrollStub(principal: Principal, id: string): Promise<CustomerBody> {
    return this.get(principal, id);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<CustomerBody>> {
    let { count, items } = await this.customers.list(principal.merchant_id, query);
    const lapsed = await Promise.all(items.map(({ customer }) => this.enrollment.isLapsed(customer)));
    if (lapsed.some(Boolean)) {
      await this.enrollment.expireDue(principal.merchant_id);
      ({ count, items } = await this.customers.list(principal.merchant_id, query));
    }
    return {
      count,
      page: query.page,
      limit: query.limit,
      results: items.map(({ customer, decisions }) => presentCustomer(customer, decisions)),
    };
  }

  async update(principal: Principal, id: string, input: UpdateCustomer): Promise<CustomerBody> {
    await this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.customers.findForUpdate(manager, principal.merchant_id, id);
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
      };
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) (customer as unknown as Record<string, unknown>)[key] = value;
      }
      customer.updatedAt = this.clock.now();
      await this.customers.save(manager, customer);
    });
    return this.get(principal, id);
  }
}
