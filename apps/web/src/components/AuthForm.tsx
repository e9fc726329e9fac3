import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The identity screens' form: stacked fields; validation is ours (the 'Oops!' alert), not the browser's. */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
    </form>
  );
}
