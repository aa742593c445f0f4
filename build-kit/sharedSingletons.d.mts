export function importedNames(
  module: { program: { body: unknown[] }; code: string },
  specifiers: string[],
  into?: Map<string, Set<string>>,
): Map<string, Set<string>>;
