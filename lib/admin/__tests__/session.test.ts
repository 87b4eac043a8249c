/** @jest-environment jsdom */
import { clearSession, getStoredUser, getToken, isAuthenticated, storeSession, storeUser, subscribeSession, type AdminUser } from '../session';

const marta: AdminUser = { id: 2, nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor', avatar: null, ativo: true };

beforeEach(() => window.localStorage.clear());

describe('admin session storage (SPEC §3, §4.3)', () => {
  it('starts signed out', () => {
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it("login stores the token under 'token' and the user as JSON under 'user'", () => {
    storeSession('abc.def.ghi', marta);
    expect(window.localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(marta);
    expect(getToken()).toBe('abc.def.ghi');
    expect(getStoredUser()).toEqual(marta);
    expect(isAuthenticated()).toBe(true);
  });

  it.each([
    ['only a token', () => window.localStorage.setItem('token', 'abc')],
    ['only a user', () => window.localStorage.setItem('user', JSON.stringify(marta))],
    ['a user that is not JSON', () => (window.localStorage.setItem('token', 'abc'), window.localStorage.setItem('user', '{quebrado'))],
    ['a user without a known papel', () => (window.localStorage.setItem('token', 'abc'), window.localStorage.setItem('user', JSON.stringify({ ...marta, papel: 'visitante' })))],
  ])('is not authenticated with %s', (_name, arrange) => {
    arrange();
    expect(isAuthenticated()).toBe(false);
  });

  it('the profile refresh replaces only the user', () => {
    storeSession('abc', marta);
    storeUser({ ...marta, nome: 'Marta L.', papel: 'admin' });
    expect(getToken()).toBe('abc');
    expect(getStoredUser()).toMatchObject({ nome: 'Marta L.', papel: 'admin' });
  });

  it('logout clears both', () => {
    storeSession('abc', marta);
    clearSession();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('tells subscribers about changes in this tab and in others', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    storeSession('abc', marta);
    clearSession();
    clearSession(); // nothing left to clear: no event
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra-chave' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    storeSession('abc', marta);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
