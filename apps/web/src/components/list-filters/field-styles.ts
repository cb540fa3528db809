/** 'All carriers' and 'Everyone' show as values, not as an empty field under its label. */
export const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A filter field: two to a row on a phone, its own width from the small breakpoint on. */
export const filterFieldSx = {
  minWidth: { xs: 'calc(50% - 4px)', sm: 160 },
  flex: { xs: 1, sm: '0 0 auto' },
};
