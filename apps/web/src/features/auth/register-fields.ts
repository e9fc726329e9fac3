import type { useFields } from '../../lib/useFields';

/** The register form's values, shared by its two steps. */
export type RegisterFields = ReturnType<
  typeof useFields<{ email: string; password: string; repeatPassword: string; name: string; lastname: string; company: string }>
>;
