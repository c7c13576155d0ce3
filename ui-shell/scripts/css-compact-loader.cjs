/**
 * Compacts the CSS in the shell's style modules (`export const X_CSS = \`…\``) at build
 * time: comments, line breaks, indentation and the spaces around { } ; , and after : go.
 * A space before ':' stays (`.card :focus-visible` is a descendant selector).
 */
module.exports = function cssCompactLoader(source) {
  return source.replace(/(_CSS = `)([^`]*)(`)/g, (_, open, css, close) => {
    const compact = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim();
    return open + compact + close;
  });
};
