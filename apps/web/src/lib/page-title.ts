import { useEffect } from 'react';
import { PRODUCT_NAME } from '@portal/domain';

/** Page titles are "{title} - {product name}" (spec 000 §2). */
export function formatPageTitle(title?: string): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
