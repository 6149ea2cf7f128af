import { sharedStackSlot } from './shared-stack';

describe('sharedStackSlot', () => {
  it('puts every worker on the one shared stack unless more are asked for', () => {
    expect(['1', '2', '3', '8'].map((worker) => sharedStackSlot(worker, undefined))).toEqual(['1', '1', '1', '1']);
    expect(sharedStackSlot(undefined, undefined)).toBe('1');
  });

  it('spreads the workers over NETLINE_SHARED_STACKS stacks in turn, and reads nonsense as one', () => {
    expect(['1', '2', '3', '4', '5'].map((worker) => sharedStackSlot(worker, '2'))).toEqual(['1', '2', '1', '2', '1']);
    expect(['1', '2'].map((worker) => sharedStackSlot(worker, 'many'))).toEqual(['1', '1']);
    expect(sharedStackSlot('3', '0')).toBe('1');
  });
});
