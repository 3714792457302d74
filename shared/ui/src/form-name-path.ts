/**
 * antd's `form/hooks/useForm` as its Radio.Group sees it (shared/mf/src/create-config.ts points that import here):
 * the group asks it only for `toNamePathStr`, the id a field's name gives its radios, but the module also holds the
 * form instance hook, which brought the form engine's store (`@rc-component/form`'s useForm, 11 KB) into the shell's
 * first script for every page with a radio. Forms load it with `@market/ui/forms`.
 */
export function toNamePathStr(name: unknown): string {
  // As antd's form/util toArray: no name is no path, a string or number one part, an array its parts.
  const path = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return path.join('_');
}
