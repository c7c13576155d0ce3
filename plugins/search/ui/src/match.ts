/**
 * Branch search of 001 §2: the input is split on spaces and commas; a branch matches when
 * every word is found (case-insensitive substring) in its name, street, city, zip code,
 * keywords or the names of its tags.
 */
import type { Branch } from '@tresen/sdk';

export interface Tag {
  id: number;
  name: string;
}

export const words = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

export function haystack(branch: Branch, tagNames: Map<number, string>): string {
  const tags = (branch.tags ?? []).map((id) => tagNames.get(id) ?? '');
  return [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords, ...tags]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The test for the branch list, or null when the query has no words (show all). */
export function searchFilter(query: string, tagNames: Map<number, string>): ((branch: Branch) => boolean) | null {
  const wanted = words(query);
  if (!wanted.length) return null;
  return (branch) => {
    const text = haystack(branch, tagNames);
    return wanted.every((word) => text.includes(word));
  };
}
