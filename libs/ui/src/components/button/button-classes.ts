import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export type ButtonClassesOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** Class names of a button, for elements the library does not render (e.g. a router Link). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonClassesOptions = {}): string {
  return cn(
    'gc-button',
    `gc-button--${variant}`,
    `gc-button--${size}`,
    fullWidth && 'gc-button--full',
    className,
  );
}
