// The schedule search bar, shared by the Schedule screen and the home page (features must not import each other).
export {
  ScheduleSearchBar,
  type CompleteScheduleSearch,
  type ScheduleSearchBarProps,
} from './schedule-search-bar.tsx';
export { PortAutocomplete, portLabel, type PortAutocompleteProps } from './port-autocomplete.tsx';
export { usePort, usePortSearch, portKeys } from './ports-api.ts';
