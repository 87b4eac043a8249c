/** @jest-environment jsdom */
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { ViewBeacon } from '../view-beacon';

const URL = '/api/v1/publico/postagens/42/visualizacoes';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('ViewBeacon', () => {
  it('sends one beacon per page view, even under Strict Mode', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { rerender } = render(
      <StrictMode>
        <ViewBeacon postId="42" />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <ViewBeacon postId="42" />
      </StrictMode>,
    );
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(URL);
  });

  it('falls back to a keepalive fetch when there is no beacon or it is refused', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn().mockReturnValue(false), configurable: true });
    render(<ViewBeacon postId="42" />);
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('counts a new view when the reader moves to another post', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { rerender } = render(<ViewBeacon postId="1" />);
    rerender(<ViewBeacon postId="2" />);
    expect(sendBeacon.mock.calls).toEqual([['/api/v1/publico/postagens/1/visualizacoes'], ['/api/v1/publico/postagens/2/visualizacoes']]);
  });
});
