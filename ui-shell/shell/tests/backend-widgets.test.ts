import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { choiceRule, decimalText } from '../src/backend/widgets/parts';
import { addChild, at, indent, move, outdent, remove, update, type NavItem } from '../src/backend/widgets/tree';

const tree = (): NavItem[] => [
  { label: 'Start', url: '/' },
  { label: 'Speisen', url: '/speisen', children: [{ label: 'Suppen', url: '/suppen' }, { label: 'Desserts', url: '/desserts' }] },
  { label: 'Kontakt', url: '/kontakt', extra: 1 },
];
const labels = (items: NavItem[]): unknown =>
  items.map((i) => (Array.isArray(i.children) && i.children.length ? [i.label, labels(i.children)] : i.label));

describe('navigation tree', () => {
  test('moves an item among its siblings and reports where it went', () => {
    const [next, path] = move(tree(), [1, 1], -1)!;
    assert.deepEqual(labels(next), ['Start', ['Speisen', ['Desserts', 'Suppen']], 'Kontakt']);
    assert.deepEqual(path, [1, 0]);
    assert.equal(move(tree(), [0], -1), null);
    assert.equal(move(tree(), [2], 1), null);
  });

  test('indents under the item above and moves out right after its parent', () => {
    const [indented, path] = indent(tree(), [2])!;
    assert.deepEqual(labels(indented), ['Start', ['Speisen', ['Suppen', 'Desserts', 'Kontakt']]]);
    assert.deepEqual(path, [1, 2]);
    assert.equal(at(indented, path)?.extra, 1, 'other keys stay');
    const [out, back] = outdent(indented, [1, 0])!;
    assert.deepEqual(labels(out), ['Start', ['Speisen', ['Desserts', 'Kontakt']], 'Suppen']);
    assert.deepEqual(back, [2]);
    const [again] = outdent(indent(tree(), [1])!.at(0) as NavItem[], [0, 0])!;
    assert.deepEqual(again[0], { label: 'Start', url: '/' }, 'no empty children left behind');
    assert.equal(indent(tree(), [0]), null);
    assert.equal(outdent(tree(), [0]), null);
  });

  test('renames, adds children and removes without touching the input', () => {
    const before = tree();
    let next = update(before, [1, 0], { label: 'Vorspeisen' });
    next = addChild(next, [0], { label: 'Neu', url: '' });
    next = remove(next, [2]);
    assert.deepEqual(labels(next), [['Start', ['Neu']], ['Speisen', ['Vorspeisen', 'Desserts']]]);
    assert.deepEqual(labels(before), ['Start', ['Speisen', ['Suppen', 'Desserts']], 'Kontakt']);
  });
});

describe('parts editor', () => {
  test('says how many options a guest chooses', () => {
    assert.equal(choiceRule('select', false), 'Gäste wählen genau eine Option.');
    assert.equal(choiceRule('select', true), 'Gäste wählen höchstens eine Option.');
    assert.equal(choiceRule('multiselect', false), 'Gäste wählen mindestens eine Option.');
    assert.equal(choiceRule('text', false), 'Gäste müssen das Feld ausfüllen.');
  });

  test('reads a German amount as a Decimal string and leaves other text to the server', () => {
    assert.equal(decimalText('1,50'), '1.50');
    assert.equal(decimalText(' 2.5 '), '2.5');
    assert.equal(decimalText('abc'), 'abc');
  });
});
