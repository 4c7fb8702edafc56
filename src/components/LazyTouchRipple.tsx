import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { lazy, Suspense, useCallback, useImperativeHandle, useRef, type ComponentType, type Ref } from 'react';

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
type Act = (actions: TouchRippleActions) => void;

// Its typings call the ripple a render function; the module's default export is the forwardRef component.
const TouchRipple = lazy(async () => ({
  default: (await import('@mui/material/ButtonBase/TouchRipple')).default as unknown as ComponentType<RippleProps>,
}));

/**
 * ButtonBase's ripple in this build (scripts/build/lazyTouchRipple.ts): MUI mounts its ripple on a button's first
 * interaction, and only then does this load the real one (with react-transition-group), ~3 KiB gzip that the first
 * screen does without. What the button asks of the ripple meanwhile (start, stop, pulsate) is done, in order, once it is there.
 */
export default function LazyTouchRipple({ ref, ...props }: RippleProps) {
  const loaded = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<Act[]>([]);
  useImperativeHandle(ref, (): TouchRippleActions => {
    const call = (act: Act) => (loaded.current ? act(loaded.current) : void waiting.current.push(act));
    return {
      start: (...args) => call((actions) => actions.start(...args)),
      stop: (...args) => call((actions) => actions.stop(...args)),
      pulsate: (...args) => call((actions) => actions.pulsate(...args)),
    };
  }, []);
  const attach = useCallback((actions: TouchRippleActions | null) => {
    loaded.current = actions;
    if (actions) waiting.current.splice(0).forEach((act) => act(actions));
  }, []);
  return (
    <Suspense>
      <TouchRipple ref={attach} {...props} />
    </Suspense>
  );
}
