import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import LazyTouchRipple from '../../../src/components/LazyTouchRipple';

describe('LazyTouchRipple (ButtonBase ripple loaded on first touch)', () => {
  it('a ripple started before the real one has loaded shows once it loads, and a later stop lets it go', async () => {
    const ripple = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ripple} />);
    act(() => ripple.current?.start(undefined, { center: true }));
    const visible = () => container.querySelector('.MuiTouchRipple-rippleVisible');
    expect(visible()).toBeNull();
    await expect.poll(visible, { timeout: 10_000 }).not.toBeNull();
    act(() => ripple.current?.stop());
    await expect.poll(() => container.querySelector('.MuiTouchRipple-childLeaving'), { timeout: 10_000 }).not.toBeNull();
  });
});
