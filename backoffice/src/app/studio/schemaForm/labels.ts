/** A property's name as people read it when the catalogs have no label for it: `cityId` → "City id". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The catalog key of a property's label. */
export const labelKeyOf = (name: string) => `field.${name}`;
