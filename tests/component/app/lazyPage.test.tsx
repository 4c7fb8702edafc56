import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../../src/app/routes/lazyPage';

function Page() {
  return <p>the page</p>;
}

/** A fallback that counts how often it was drawn. */
function countingFallback() {
  const drawn = { count: 0 };
  function Fallback() {
    drawn.count += 1;
    return <p>loading</p>;
  }
  return { drawn, fallback: <Fallback /> };
}

describe('lazily loaded pages', () => {
  it('a page whose module has already loaded renders in the same pass, never showing the loading fallback', async () => {
    const module = Promise.resolve(Page);
    const page = lazyPage(() => module);
    page.handle.preload();
    await module;
    const { drawn, fallback } = countingFallback();

    render(<Suspense fallback={fallback}>{page.element}</Suspense>);

    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(drawn.count).toBe(0);
  });

  it('a page whose module is still loading shows the fallback until the module is there', async () => {
    const page = lazyPage(async () => Page);
    const { drawn, fallback } = countingFallback();

    render(<Suspense fallback={fallback}>{page.element}</Suspense>);

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(drawn.count).toBeGreaterThan(0);
  });
});
