// The background flows start after the first page, one per task, and a flow
// whose module does not load leaves the page and the other flows in place.
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundFlows } from './background-flows.tsx';

const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
);

describe('the background flows', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a flow whose module fails to load is left out; the page and the later flows stay', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <BackgroundFlows
          flows={[
            <p key="first">first flow</p>,
            <Unreachable key="broken" />,
            <p key="last">last flow</p>,
          ]}
        />
        <h1>the page</h1>
      </>,
    );
    expect(await screen.findByText('last flow')).toBeInTheDocument();
    expect(screen.getByText('first flow')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      'background flow broken failed',
      expect.any(TypeError),
      expect.anything(),
    );
  });
});
