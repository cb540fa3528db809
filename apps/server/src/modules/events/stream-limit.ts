/**
 * Counts open anonymous streams per client address and in all. take() answers a release function, or null when
 * the address or the server is at its limit.
 */
export function anonymousStreamLimit(perAddress: number, total: number) {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    take(address: string): (() => void) | null {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= perAddress || open >= total) return null;
      byAddress.set(address, mine + 1);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    get open() {
      return open;
    },
  };
}
