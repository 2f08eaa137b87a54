// Writes to the DOM only when the value changes. Views refresh from a state
// that arrives every frame while a solution runs; writing the same text
// again still costs layout and accessibility updates, and makes a live
// region say it again.

export function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}

export function setAttr(node, name, value) {
  if (node && node.getAttribute(name) !== value) node.setAttribute(name, value);
}
