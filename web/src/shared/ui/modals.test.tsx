// The modal registry: open() keeps the props it was given, and (checked by
// tsc) accepts only the props each modal declares.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalProvider, useModals } from './modals.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ModalProvider>{children}</ModalProvider>
);

describe('modals', () => {
  it('opens one modal at a time with its props, and closes it', () => {
    const { result } = renderHook(() => useModals(), { wrapper });
    act(() => result.current.open('register', { requestVIP: true }));
    expect(result.current.current).toEqual({ name: 'register', props: { requestVIP: true } });
    act(() => result.current.open('payIn'));
    expect(result.current.current?.name).toBe('payIn');
    act(() => result.current.close());
    expect(result.current.current).toBeNull();
  });

  it('checks each modal’s props at open()', () => {
    const { result } = renderHook(() => useModals(), { wrapper });
    const { open } = result.current;
    act(() => {
      // @ts-expect-error: register takes no such prop.
      open('register', { foo: 1 });
      // @ts-expect-error: requestVIP is a boolean.
      open('register', { requestVIP: 'yes' });
      // @ts-expect-error: payIn takes no props.
      open('payIn', { x: 1 });
      // @ts-expect-error: not a modal.
      open('nowhere');
      open('register');
      open('register', { requestVIP: true });
      open('successPayment', { credited: 100 });
    });
    expect(result.current.current).toEqual({ name: 'successPayment', props: { credited: 100 } });
  });
});
