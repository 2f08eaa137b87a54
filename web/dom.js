// Writes to the DOM only when the value changes. Views refresh from a state
// that arrives every frame while a solution runs; writing the same text
// again still costs layout and accessibility updates, and makes a live
// region say it again.

export function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}

/** An SVG element with these attributes. */
export function svgElement(name, attributes = {}) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/**
 * Saves `blob` as the file `name`: a download link, clicked without moving
 * the focus. Returns the link; the caller revokes its object URL (href)
 * when done with it.
 */
export function download(blob, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.dispatchEvent(new MouseEvent('click'));
  return link;
}

export function setAttr(node, name, value) {
  if (node && node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** The catalogue's variations as options grouped by family, for a `<select>`. */
export function variationGroups(catalogue) {
  const families = new Map();
  for (const entry of catalogue) {
    if (!families.has(entry.family)) families.set(entry.family, []);
    families.get(entry.family).push(entry);
  }
  return [...families].map(([family, entries]) => {
    const group = document.createElement('optgroup');
    group.label = family;
    for (const entry of entries) group.append(new Option(entry.title, entry.id));
    return group;
  });
}
