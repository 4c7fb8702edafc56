import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a route of the app: a real anchor (new tab, copy address) whose plain click navigates in place.
 * react-router's own <Link> also carries framework-mode prefetching and view transitions, ~2.5 KiB gzip of
 * the first load that a declarative-routes app never runs.
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/** Whether `to` is the current page or (unless `end`) one of its ancestors, as react-router's NavLink decides. */
function useIsActive(to: To, end: boolean): boolean {
  const path = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  if (current === path) return true;
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return !end && current.startsWith(path) && current.charAt(slashAt) === '/';
}

/** A Link that, on its page, gets the `active` class and `aria-current="page"`. */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const active = useIsActive(props.to, end);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...props} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}
