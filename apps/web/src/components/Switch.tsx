interface SwitchProps {
  checked: boolean;
  /** The accessible name, e.g. 'Enabled Acme'. */
  label: string;
  /** A change is being saved: the switch waits (and says so) until it is done. */
  busy?: boolean;
  onToggle: (next: boolean) => void;
}

/** An on/off switch (role=switch with aria-checked); it asks for the opposite of its current state. */
export function Switch({ checked, label, busy = false, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={() => onToggle(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-wait disabled:opacity-60 ${
        checked ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-gray-300 dark:bg-slate-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
