import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkProblem, nextTarget } from '../src/backend/login';

const ORIGIN = 'http://127.0.0.1:8080';
const next = (value: string) => nextTarget('?' + new URLSearchParams({ next: value }).toString(), ORIGIN);

describe('nextTarget: only this site, only /backend', () => {
  test('paths under /backend are kept with their query and hash', () => {
    assert.equal(next('/backend'), '/backend');
    assert.equal(next('/backend#/products/create'), '/backend#/products/create');
    assert.equal(next('/backend/terminal?x=1#a'), '/backend/terminal?x=1#a');
    assert.equal(next(ORIGIN + '/backend#/orders'), '/backend#/orders');
    assert.equal(nextTarget('?next=%2Fbackend%23%2Fbranches%2F3', ORIGIN), '/backend#/branches/3');
  });

  test('other places go to /backend', () => {
    for (const value of [
      '/\\127.0.0.1:8199/x',
      '/\t/127.0.0.1:8199/x',
      '/\\\\127.0.0.1:8199/x',
      '\\\\127.0.0.1:8199/x',
      '//evil.example/backend',
      '///evil.example/backend',
      'https://evil.example/backend',
      'http://127.0.0.1:8081/backend',
      'https://127.0.0.1:8080/backend',
      'javascript:alert(1)//backend',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/backend/../x',
      '/backend/%2e%2e/x',
      '/backend%2f..%2fx',
      '/backendx',
      '/',
      '/shop',
      'backend',
      '/backend/login',
      '/backend/login?next=https://evil.example',
      'http://[::1',
      '',
    ]) {
      assert.equal(next(value), '/backend', JSON.stringify(value));
    }
  });

  test('encoded forms as they stand in the address', () => {
    for (const search of ['?next=/%5C127.0.0.1:8199/x', '?next=/%09/127.0.0.1:8199/x', '?next=/%5C%5C127.0.0.1:8199/x', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example%2Fbackend', '?next=%252F%252Fevil']) {
      assert.equal(nextTarget(search, ORIGIN), '/backend', search);
    }
    assert.equal(nextTarget('', ORIGIN), '/backend');
  });
});

describe('linkProblem', () => {
  test('a failed sign-in link shows its German reason', () => {
    assert.equal(linkProblem('?link=invalid'), 'Ungültiger oder abgelaufener Anmelde-Link.');
    assert.equal(linkProblem('?link=locked'), 'Der Account ist gesperrt.');
    assert.equal(linkProblem('?link=<b>Rufen Sie uns an</b>'), 'Ungültiger oder abgelaufener Anmelde-Link.');
    assert.equal(linkProblem(''), null);
    assert.equal(linkProblem('?next=/backend'), null);
  });
});
