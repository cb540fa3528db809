import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLoadListAnswer, TLoadListQuery, TLoadListSaved } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { uploadFile } from '../../lib/upload.ts';

/** Where the API of the load list lives (relative to /api, as lib/api.ts takes it). */
export const loadListPaths = {
  list: (query: TLoadListQuery) => {
    const params = new URLSearchParams();
    if (query.carriers?.length) params.set('carriers', query.carriers.join(','));
    if (query.pol) params.set('pol', query.pol);
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
    return `/containers?${params.toString()}`;
  },
  upload: '/api/load-lists',
  text: '/load-lists/text',
  sample: '/api/load-lists/sample.csv',
};

/** The containers of the overview; a 'container' event (a load list saved anywhere) refetches it. */
export function useLoadList(query: TLoadListQuery) {
  return useQuery({
    queryKey: queryKeys.containers.list(query),
    queryFn: ({ signal }) => api.get<TLoadListAnswer>(loadListPaths.list(query), signal),
    placeholderData: keepPreviousData,
  });
}

/** Saves a load list from a file or a pasted text; the overview refetches on success. */
export function useSaveLoadList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File } | { text: string }) =>
      'file' in input
        ? uploadFile<TLoadListSaved>(loadListPaths.upload, input.file, () => undefined).done
        : api.post<TLoadListSaved>(loadListPaths.text, { text: input.text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.containers.all }),
  });
}
