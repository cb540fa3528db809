export { AssigneeFilter } from './assignee-filter.tsx';
export { CarrierFilter } from './carrier-filter.tsx';
export { StaffUserPicker } from './staff-user-picker.tsx';
export { EmptyIcon } from './empty-icon.tsx';
export { ALL_SHOWN, filterFieldSx } from './field-styles.ts';
export { useListSelection } from './use-list-selection.ts';
export { ListEmpty } from './list-empty.tsx';
export { FileLink, orDash } from './list-cells.tsx';
