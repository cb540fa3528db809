import { useEffect, useRef } from 'react';
import { tinykeys } from 'tinykeys';

function typingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Binds keyboard sequences (tinykeys syntax: 'Control+g', 'Meta+k', 'j q', 'g s') to a handler. Plain-key
 * sequences are ignored while the user types in a field; combinations with a modifier always work.
 */
export function useShortcut(
  sequences: readonly string[],
  handler: (event: KeyboardEvent) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const bindings = Object.fromEntries(
      sequences.map((sequence) => [
        sequence,
        (event: KeyboardEvent) => {
          const hasModifier = /(Control|Meta|Alt|\$mod)\+/.test(sequence);
          if (!hasModifier && typingInField(event)) return;
          event.preventDefault();
          latest.current(event);
        },
      ]),
    );
    return tinykeys(window, bindings);
  }, [sequences, enabled]);
}
