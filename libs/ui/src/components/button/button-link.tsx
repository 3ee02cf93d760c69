import { type ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClasses({ variant, size, fullWidth, className })}>
      <span className="gc-button__content">{children}</span>
    </a>
  );
}
