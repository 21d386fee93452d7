import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a page, kept in `?tab=` so a reload, a shared link and the back button land on
 * it. The first tab is the default and leaves the address clean; other parameters are kept.
 */
export function useUrlTab<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t === requested) ?? tabs[0];
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === tabs[0]) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return [tab, setTab];
}
