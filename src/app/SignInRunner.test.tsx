// Guard step 2 failing (000 §8): a ticket that does not validate shows a notification titled 通知 with the
// error message for 3 seconds, then /login; the used ticket leaves the window name.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { SignInRunner as Runner, type SignInServices } from './SignInRunner';

// what the sign-in talks through is handed in (no module mock): the gateway refuses the ticket validation
const ui = { notify: vi.fn(), showCallError: vi.fn() };
const services: SignInServices = {
  call: () => Promise.reject(new Error('ticket 无效或已过期')),
  notify: ui.notify,
  showCallError: ui.showCallError,
  titledError: vi.fn(),
  preloadSignedIn: () => undefined,
  finish: vi.fn(async () => true),
};
const SignInRunner = (props: Omit<Parameters<typeof Runner>[0], 'services'>) => (
  <Runner {...props} services={services} />
);

describe('ticket sign-in failure (000 §8)', () => {
  afterEach(cleanup);

  it('notifies 通知 with the message for 3 s and goes to /login', async () => {
    window.name = 'ST-forged';
    sessionStorage.setItem('casState', 'state-of-this-tab-0001');
    const { findByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={<SignInRunner decision={{ action: 'ticketLogin', ticket: 'ST-forged', fromWindowName: true }} />}
          />
          <Route path="/login" element={<div>login page</div>} />
        </Routes>
      </MemoryRouter>,
    );
    await findByText('login page');
    await waitFor(() => expect(ui.notify).toHaveBeenCalledWith('通知', 'ticket 无效或已过期', 3));
    expect(window.name).toBe('');
  });

  it('a ticket this tab did not start (no state: login CSRF) is refused without validating it', async () => {
    sessionStorage.clear();
    ui.notify.mockClear();
    const { findByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <SignInRunner decision={{ action: 'ticketLogin', ticket: 'ST-attacker', fromWindowName: false }} />
            }
          />
          <Route path="/login" element={<div>login page</div>} />
        </Routes>
      </MemoryRouter>,
    );
    await findByText('login page');
    expect(ui.notify).toHaveBeenCalledWith('通知', '该登录链接不是从本浏览器发起的，请重新登录', 3);
  });
});
