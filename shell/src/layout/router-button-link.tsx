import { ButtonLink } from '@goalcoach/ui';
import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from '@goalcoach/routing';

type RouterButtonLinkProps = Omit<ComponentProps<typeof ButtonLink>, 'href'> & { to: To };

/** A real link (open in new tab, copy address) that looks like a button and routes in-app. */
export function RouterButtonLink({ to, onClick, ...props }: RouterButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <ButtonLink
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
