import { z } from 'zod';
import { CreditSubjects, creditFiguresRequestSchema } from './credit';
import { CustomerSubjects, customerIdParams, locateCustomerSchema } from './customers';
import * as contracts from './index';
import { IdentitySubjects } from './identity';
import { isRpcSubject, RPC, rpcContractOf, type RpcMessage } from './rpc-map';

describe('RPC map', () => {
  it('uses the existing contract schemas, not copies', () => {
    expect(RPC[CreditSubjects.figures].body).toBe(creditFiguresRequestSchema);
    expect(RPC[CustomerSubjects.locate].body).toBe(locateCustomerSchema);
    expect(RPC[CustomerSubjects.get].params).toBe(customerIdParams);
  });

  it('keys every entry by a subject constant of the contracts', () => {
    const known = new Set<string>(
      Object.entries(contracts)
        .filter(([name]) => name.endsWith('Subjects'))
        .flatMap(([, subjects]) => Object.values(subjects as Record<string, string>)),
    );
    for (const subject of Object.keys(RPC)) expect({ subject, known: known.has(subject) }).toEqual({ subject, known: true });
  });

  it("types a public subject's message without a principal, and an authenticated one's with one", () => {
    const publicMessage = { principal: null, request_id: 'req_1', params: {}, query: {}, body: undefined } as RpcMessage<typeof IdentitySubjects.jwks>;
    const merchantMessage = { principal: { merchant_id: 'mer_1' } } as RpcMessage<typeof CustomerSubjects.get>;
    // @ts-expect-error a public operation's handler must not read a principal nobody authenticated
    const readsNobody = (): string => publicMessage.principal.merchant_id;
    expect(typeof readsNobody).toBe('function');
    expect(RPC[IdentitySubjects.jwks].public).toBe(true);
    expect(merchantMessage.principal.merchant_id).toBe('mer_1');
    expect(RPC[CustomerSubjects.get].public).toBe(false);
  });

  it('declares an envelope kind and zod schemas for each entry', () => {
    for (const contract of Object.values(RPC)) {
      if (contract.kind === 'internal') expect(contract.body).toBeInstanceOf(z.ZodType);
      else {
        expect(contract.kind).toBe('merchant');
        for (const schema of [contract.params, contract.body]) if (schema !== undefined) expect(schema).toBeInstanceOf(z.ZodType);
        expect(typeof contract.list).toBe('boolean');
      }
    }
    expect(RPC[CustomerSubjects.list].list).toBe(true);
    expect(RPC[CustomerSubjects.get].list).toBe(false);
  });

  it('answers the entry of a subject, and nothing for a subject outside it', () => {
    expect(rpcContractOf(CreditSubjects.reserve)?.kind).toBe('internal');
    expect(isRpcSubject('credit.customers.get')).toBe(true);
    expect(isRpcSubject('credit.nothing.here')).toBe(false);
    expect(rpcContractOf('toString')).toBeUndefined();
  });
});
