import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainConfigFixture } from '../support/fixtures';
import { domainConfigHandler } from '../support/handlers/domain';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';

async function headerBackground(primaryColor: string, secondaryColor: string): Promise<string> {
  server.use(domainConfigHandler({ ...domainConfigFixture, primaryColor, secondaryColor }));
  await renderApp('/');
  const style = getComputedStyle(await screen.findByRole('banner'));
  return `${style.backgroundImage} ${style.background}`;
}

describe('header colours', () => {
  it('OPEN-027 DOM-09 both colours as 6-digit hex (with or without #) give the primary → secondary gradient', async () => {
    expect(await headerBackground('#1A2B3C', 'c9a227')).toContain('linear-gradient(90deg, #1a2b3c 0%, #c9a227 100%)');
  });

  it('DOM-09 a colour that is not 6-digit hex gives no gradient and no error', async () => {
    for (const invalid of ['#abc', 'red', 'rgb(0,0,0)', '#11223344']) {
      expect(await headerBackground('#1a2b3c', invalid)).not.toContain('gradient');
      cleanup();
    }
  });
});
