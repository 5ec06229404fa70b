import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';

// Several elements can render the same store-driven dialog (the header and a standalone
// picker); only the first mounted one does, so the page never shows it twice.
const $hosts = atom<Readonly<Record<string, readonly number[]>>>({});
// useId repeats across React roots (one per element), so instances are numbered here.
let lastInstance = 0;

/** Whether this component instance is the one that renders the shared dialog `name`. */
export function useDialogHost(name: 'login' | 'location'): boolean {
  const [id] = useState(() => ++lastInstance);
  const hosts = useStore($hosts);
  useEffect(() => {
    $hosts.set({ ...$hosts.get(), [name]: [...($hosts.get()[name] ?? []), id] });
    return () => {
      $hosts.set({ ...$hosts.get(), [name]: ($hosts.get()[name] ?? []).filter((host) => host !== id) });
    };
  }, [name, id]);
  return hosts[name]?.[0] === id;
}
