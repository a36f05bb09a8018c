// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IconSet } from '@rehearse/contracts/icons';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { IconSetsScreen } from './components/icon-sets-screen';

// jsdom lays nothing out; the virtualised grid needs a viewport to draw rows into.
const sizes = { clientHeight: 600, clientWidth: 800, offsetHeight: 104, offsetWidth: 800 } as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const SETS: Record<string, IconSet> = {
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    list: ['arrow-down', 'arrow-up', 'home', 'not-in-sprite'],
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    list: ['bell', 'home'],
  },
};

// The icon API and the sprites; `requested` records the sets asked for.
function serve({ failSet = false } = {}) {
  const requested: string[] = [];
  apiServer.use(
    http.get('/api/ui/icons/:set', ({ params }) => {
      const slug = String(params.set);
      requested.push(slug);
      if (failSet) {
        return HttpResponse.json(
          { error: 'Unavailable', code: 'server.unavailable' },
          { status: 503 },
        );
      }
      return SETS[slug]
        ? HttpResponse.json(SETS[slug])
        : HttpResponse.json({ error: 'No such icon set' }, { status: 404 });
    }),
    http.get('/icons/:file', ({ params }) => {
      const slug = String(params.file).replace(/\.svg$/, '');
      const symbols = (SETS[slug]?.list ?? [])
        .filter((name) => name !== 'not-in-sprite')
        .map((name) => `<symbol id="${name}" viewBox="0 0 24 24"></symbol>`);
      return HttpResponse.text(`<svg>${symbols.join('')}</svg>`);
    }),
  );
  return requested;
}

const show = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/ui/icons/:set?" element={<IconSetsScreen />} />
    </Routes>,
    { url },
  );

const tiles = () =>
  within(screen.getByRole('list', { name: 'Icons' }))
    .getAllByRole('button')
    .map((tile) => tile.getAttribute('aria-label'));

describe('IconSetsScreen', () => {
  it('draws the set of the address from its sprite, with its count, and never a blank tile', async () => {
    serve();
    show('/ui/icons/heroicons-outline');
    expect(await screen.findByText('4 icons')).toBeTruthy();
    await screen.findByRole('list', { name: 'Icons' });
    expect(tiles()).toEqual([
      'Copy heroicons_outline:arrow-down',
      'Copy heroicons_outline:arrow-up',
      'Copy heroicons_outline:home',
      'Copy heroicons_outline:not-in-sprite',
    ]);
    const home = screen.getByRole('button', { name: 'Copy heroicons_outline:home' });
    expect(home.querySelector('use')?.getAttribute('href')).toBe(
      '/icons/heroicons-outline.svg#home',
    );
    const missing = screen.getByRole('button', { name: 'Copy heroicons_outline:not-in-sprite' });
    expect(missing.querySelector('[data-icon="fallback"]')).not.toBeNull();
    expect(
      screen.getByRole('tab', { name: 'Heroicons Outline' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('switches set by its tab, honouring the set grid size and keeping the search', async () => {
    serve();
    const { router } = show('/ui/icons/heroicons-outline?q=home');
    expect(await screen.findByText('1 of 4 icons')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Heroicons Mini' }));
    expect(await screen.findByText('1 of 2 icons')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ui/icons/heroicons-mini');
    expect(router.state.location.search).toBe('?q=home');
    const home = await screen.findByRole('button', { name: 'Copy heroicons_mini:home' });
    await waitFor(() => expect(home.querySelector('use')).not.toBeNull());
    // icon-size-5: 20 px glyphs.
    expect(getComputedStyle(home.querySelector('svg')!).fontSize).toBe('20px');
  });

  it('searches as you type and keeps the search in the address', async () => {
    serve();
    const { router } = show('/ui/icons/heroicons-outline');
    await screen.findByText('4 icons');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'arrow');
    expect(await screen.findByText('2 of 4 icons')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=arrow');
    expect(tiles()).toEqual([
      'Copy heroicons_outline:arrow-down',
      'Copy heroicons_outline:arrow-up',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search icons' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'zebra');
    expect(await screen.findByText('No icons match “zebra”')).toBeTruthy();
  });

  it('copies an icon name by click or Enter and says so', async () => {
    serve();
    const user = userEvent.setup();
    show('/ui/icons/heroicons-outline');
    const home = await screen.findByRole('button', { name: 'Copy heroicons_outline:home' });
    await user.click(home);
    expect(
      await screen.findByText('Copied “heroicons_outline:home” to the clipboard'),
    ).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('heroicons_outline:home');
    screen.getByRole('button', { name: 'Copy heroicons_outline:arrow-up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('heroicons_outline:arrow-up'),
    );
  });

  it('opens the default set at the bare address and names an unknown set without asking the API', async () => {
    const requested = serve();
    const { router } = show('/ui/icons');
    await screen.findByText('4 icons');
    expect(router.state.location.pathname).toBe('/ui/icons/heroicons-outline');
    await router.navigate('/ui/icons/emoji');
    expect(
      await screen.findByText('There is no icon set named “emoji”. Choose one of the sets above.'),
    ).toBeTruthy();
    expect(requested).toEqual(['heroicons-outline']);
  });

  it('shows a failed load of the set with Try again', async () => {
    serve({ failSet: true });
    show('/ui/icons/heroicons-outline');
    expect(await screen.findByText('This icon set could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
