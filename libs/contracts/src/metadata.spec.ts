import { validationDetails } from './errors';
import { METADATA_LIMITS, metadataInput } from './metadata';

describe('metadata', () => {
  const problems = (value: unknown) => {
    const result = metadataInput().safeParse(value);
    return result.success ? [] : validationDetails(result.error.issues, ['metadata']).map((detail) => detail.message);
  };

  it('takes up to 50 keys nested 3 levels deep', () => {
    expect(problems(Object.fromEntries(Array.from({ length: METADATA_LIMITS.keys }, (_, index) => [`k${index}`, index])))).toEqual([]);
    expect(problems({ order: { lines: [{ sku: 'A-1' }] } })).toEqual(['`metadata` nests at most 3 levels deep']);
    expect(problems({ order: { channel: 'web', tags: ['b2b'] } })).toEqual([]);
  });

  it('names each cap it refuses', () => {
    expect(problems(Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`k${index}`, index])))).toEqual(['`metadata` holds at most 50 keys']);
    expect(problems({ note: 'x'.repeat(8_000) })).toEqual(['`metadata` must be at most 8,000 characters as JSON']);
    expect(problems({ ['k'.repeat(65)]: 1 })).toHaveLength(1);
    expect(problems(['not', 'an', 'object'])).toEqual(['`metadata` must be an object, not an array']);
  });
});
