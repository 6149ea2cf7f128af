import { Column, ColumnOptions, ValueTransformer } from 'typeorm';

/**
 * Integer cents in a BIGINT column. `pg` hands BIGINT back as a string (it may exceed 2^53); amounts here
 * stay far below that, so the transformer turns it into a number and refuses anything that is not a safe
 * integer rather than silently rounding it.
 */
export const centsTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : parseCents(value)),
};

export function parseCents(value: string | number): number {
  const cents = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money column holds ${value}, not a safe integer of cents`);
  return cents;
}

export function MoneyColumn(options: Omit<ColumnOptions, 'type' | 'transformer'> = {}): PropertyDecorator {
  return Column({ type: 'bigint', default: 0, ...options, transformer: centsTransformer });
}
