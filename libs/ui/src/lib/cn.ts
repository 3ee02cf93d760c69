import { clsx, type ClassValue } from 'clsx';

export type { ClassValue };

export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
