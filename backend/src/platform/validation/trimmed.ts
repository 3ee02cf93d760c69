import { Transform } from 'class-transformer';

/** Trims a string field before it is validated; other values pass unchanged (and fail later). */
export const Trimmed = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
