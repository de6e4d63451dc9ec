/**
 * The message to show at a field after a refused save: the first error conform returned for that
 * field's name, translated. Every admin editor reads its fields' errors this one way.
 */
export type FieldErrors = Record<string, string[] | null | undefined>;

export function fieldMessages(errors: FieldErrors, t: (key: string) => string) {
  return (name: string): string | undefined => {
    const first = errors[name]?.[0];
    return first ? t(first) : undefined;
  };
}
