/** Page title rules of spec 000 §2: base is seoTitle, else title, else shopName. */
import { useConfig } from '@tresen/sdk';
import { useEffect } from 'react';

export function useDocumentTitle(prefix?: string): void {
  const config = useConfig();
  const base = config.seoTitle || config.title || config.shopName || '';
  useEffect(() => {
    document.title = prefix ? (base ? `${prefix} - ${base}` : prefix) : base;
  }, [prefix, base]);
}
