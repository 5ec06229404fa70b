import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { emit } from './events';

/**
 * A real link (middle-click and new tab keep working) that first offers the navigation to a host
 * router through lapasar-navigate.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified) return;
    if (!emit(event.currentTarget, 'lapasar-navigate', { href }, true)) event.preventDefault();
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

/** A link to another site, in a new tab. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
