/** The file at `url` with the visitor's session; a failed answer is an error. */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response;
}
