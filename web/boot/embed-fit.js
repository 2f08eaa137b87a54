// embed.html?fit=content: marks the document before its first layout, so
// that a frame sized to its content never shows the frame-filling layout
// first (the rules are in style.css).
if (/^content$/i.test((new URLSearchParams(location.search).get('fit') || '').trim())) {
  document.documentElement.dataset.fit = 'content';
}
