/**
 * react-admin's auth provider. Signing in happens on /backend/login (LoginPage), outside
 * react-admin; this one checks the staff session the page started with, sends 401s to the
 * login page (and back afterwards), and signs out through /backend/logout.
 */
import { isStaff, type User } from '@tresen/sdk';
import type { AuthProvider } from 'react-admin';
import { loginUrl } from './http';
import { closeLive } from './live';

export function createAuthProvider(user: User | null): AuthProvider {
  return {
    async login() {
      window.location.assign(loginUrl());
    },
    async logout() {
      closeLive();
      window.location.assign('/backend/logout');
      return false;
    },
    async checkAuth() {
      if (!isStaff(user)) {
        window.location.assign(loginUrl());
        throw new Error('Bitte melden Sie sich an.');
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        window.location.assign(loginUrl());
        throw new Error('Bitte melden Sie sich an.');
      }
    },
    async getIdentity() {
      return { id: user?.id ?? 0, fullName: user?.username ?? '' };
    },
    async getPermissions() {
      return user?.roles ?? [];
    },
  };
}
