/** The donation overlay's search: name and description, every word, case and accents folded. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchDonatees, type Donatee } from '../src/search';

const donatees: Donatee[] = [
  { id: 1, identifier: 'tafel', name: 'Wiener Tafel', description: 'Lebensmittel für Armutsbetroffene' },
  { id: 2, identifier: 'caritas', name: 'Caritas', description: 'Hilfe für Menschen in Not' },
  { id: 3, identifier: 'tierheim', name: 'Tierschutzhaus', description: 'Ein Zuhause für Tiere' },
];
const ids = (query: string) => searchDonatees(donatees, query).map((d) => d.id);

test('an empty query lists everyone in the given order', () => assert.deepEqual(ids('  '), [1, 2, 3]));
test('matches the name', () => assert.deepEqual(ids('caritas'), [2]));
test('matches the description', () => assert.deepEqual(ids('Not'), [2]));
test('every word must match, in name or description', () => assert.deepEqual(ids('wiener lebensmittel'), [1]));
test('case and accents are folded', () => assert.deepEqual(ids('FUR tiere'), [3]));
test('no match is empty (the overlay shows its message)', () => assert.deepEqual(ids('Feuerwehr'), []));
