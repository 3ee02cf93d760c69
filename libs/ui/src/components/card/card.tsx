import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** Hover and press feedback, for cards that open something. */
  interactive?: boolean;
};

export function Card({ interactive = false, className, ...rest }: CardProps) {
  return (
    <div {...rest} className={cn('gc-card', interactive && 'gc-card--interactive', className)} />
  );
}

export type CardHeaderProps = ComponentPropsWithRef<'div'>;

export function CardHeader({ className, ...rest }: CardHeaderProps) {
  return <div {...rest} className={cn('gc-card__header', className)} />;
}

export type CardTitleProps = ComponentPropsWithRef<'h3'> & {
  /** h1 when the card is the page itself (a page of its own, such as reset password). */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
};

export function CardTitle({ as: Heading = 'h3', className, ...rest }: CardTitleProps) {
  return <Heading {...rest} className={cn('gc-card__title', className)} />;
}

export type CardDescriptionProps = ComponentPropsWithRef<'p'>;

export function CardDescription({ className, ...rest }: CardDescriptionProps) {
  return <p {...rest} className={cn('gc-card__description', className)} />;
}

export type CardContentProps = ComponentPropsWithRef<'div'>;

export function CardContent({ className, ...rest }: CardContentProps) {
  return <div {...rest} className={cn('gc-card__content', className)} />;
}
