/** A field's validation message (the shared schema's), under the field. */
export function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-600 dark:text-red-300">
      {message}
    </p>
  );
}
