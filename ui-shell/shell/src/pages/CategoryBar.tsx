/**
 * The sticky category bar: one link per category; following one scrolls to its group with
 * the offsets of 001 §9 (150 px, or 0.36 of the width on narrow screens), and the group in
 * view is marked as current.
 */
import type { Category } from '@tresen/sdk';
import { useEffect, useRef, useState } from 'react';
import { TEXTS } from '../texts';

export const NARROW = 768;
export const categoryAnchor = (category: Category) => `kategorie-${category.id}`;

/** The scroll offset of 001 §9 for a viewport width. */
export const scrollOffset = (width: number) => (width < NARROW ? 0.36 * width : 150);

export function CategoryBar({ categories }: { categories: Category[] }) {
  const [current, setCurrent] = useState<number | null>(categories[0]?.id ?? null);
  const bar = useRef<HTMLElement>(null);
  if (current === null && categories[0]) setCurrent(categories[0].id);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setCurrent(Number((visible[0].target as HTMLElement).dataset.category));
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const category of categories) {
      const element = document.getElementById(categoryAnchor(category));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const link = bar.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (link && bar.current) {
      const list = link.parentElement?.parentElement;
      if (list) list.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' });
    }
  }, [current]);

  if (categories.length < 2) return null;
  return (
    <nav className="t-catbar" aria-label={TEXTS.categories} ref={bar} data-testid="tresen-category-bar">
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${categoryAnchor(category)}`}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={(event) => {
                const target = document.getElementById(categoryAnchor(category));
                if (!target) return;
                event.preventDefault();
                const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset(window.innerWidth);
                window.scrollTo({ top, behavior: 'smooth' });
                setCurrent(category.id);
                target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
