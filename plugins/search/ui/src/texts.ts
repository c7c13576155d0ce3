/** German texts of the branch filters (001 §2). */
export const TEXTS = {
  search: 'Filialen suchen',
  placeholder: 'PLZ / Ort',
  tags: 'Nach Merkmal filtern',
};
