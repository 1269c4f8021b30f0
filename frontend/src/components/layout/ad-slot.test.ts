// @vitest-environment happy-dom
import type { TAdSlot } from '@wordbook/core/contract/ads';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdSlot } from './ad-slot';

/** The ad slot with the server's answer to GET /api/ads: a network's script only when configured, house ads otherwise, nothing for Pro. */
function renderSlot(adFree: boolean, answer: TAdSlot, path = '/dashboard') {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  render(createElement(MemoryRouter, { initialEntries: [path] }, createElement(AdSlot, { adFree })));
  return fetchMock;
}
const networkScripts = () => document.head.querySelectorAll('script[data-ad-network]');

describe('AdSlot', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const s of networkScripts()) s.remove();
  });

  it('shows a Free learner the house ad and loads no outside script when no network is configured', async () => {
    const fetchMock = renderSlot(false, { slot: 'house' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).textContent).toContain('Go Pro, learn without limits.');
    expect(networkScripts()).toHaveLength(0);
  });

  it("loads the configured network's script once and gives it the slot", async () => {
    renderSlot(false, { slot: 'network', scriptUrl: 'https://ads.example.net/loader.js', client: 'pub-1234' });
    await waitFor(() => expect(screen.getByTestId('ad-network-slot')).toBeTruthy());
    expect(screen.getByTestId('ad-network-slot').getAttribute('data-ad-client')).toBe('pub-1234');
    expect(screen.queryByText(/Go Pro, learn without limits/)).toBeNull();
    const scripts = networkScripts();
    expect([...scripts].map((s) => [s.getAttribute('src'), s.getAttribute('data-ad-client')])).toEqual([['https://ads.example.net/loader.js', 'pub-1234']]);
    // another page with the slot does not load it again
    cleanup();
    renderSlot(false, { slot: 'network', scriptUrl: 'https://ads.example.net/loader.js', client: 'pub-1234' });
    await waitFor(() => expect(screen.getByTestId('ad-network-slot')).toBeTruthy());
    expect(networkScripts()).toHaveLength(1);
  });

  it('gives a Pro learner no slot and asks nothing', () => {
    const fetchMock = renderSlot(true, { slot: 'network', scriptUrl: 'https://ads.example.net/loader.js', client: null });
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(networkScripts()).toHaveLength(0);
  });

  it('carries no ad on the pages about paying', () => {
    renderSlot(false, { slot: 'house' }, '/payments/checkout');
    expect(screen.queryByTestId('ad-slot')).toBeNull();
  });
});
