/** The overlay's search (001 §2 section 8): every word must occur in name or description. */
export interface Donatee {
  id: number;
  identifier: string;
  name: string;
  description: string;
}

const fold = (text: string) => text.toLocaleLowerCase('de-DE').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

export function searchDonatees(donatees: readonly Donatee[], query: string): Donatee[] {
  const words = fold(query).split(/[\s,]+/).filter(Boolean);
  if (!words.length) return [...donatees];
  return donatees.filter((d) => {
    const text = fold(`${d.name} ${d.description}`);
    return words.every((word) => text.includes(word));
  });
}
