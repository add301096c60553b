// `node generator/formulas.cjs < FORMULAS.json`: each formula typeset by KaTeX as HTML with MathML, for the
// pages, the offline copy and the books, which then need KaTeX's stylesheet and fonts but no script.
// FORMULAS is [[latex, display], ...]; the answer, in the same order, is [{"html": ...} | {"error": ...}, ...].
// The LaTeX comes from entries, that is from strangers: `trust` refuses, as an error, \href, \url,
// \includegraphics and the other commands that make links, set HTML attributes or load anything; `strict: "error"`
// refuses what is not LaTeX, and `maxExpand` bounds macro expansion (a \def that calls itself stops with an
// error, not a hang).
"use strict";
const katex = require("katex");

function untrusted(context) {
  throw new katex.ParseError(`${context.command} is not allowed: a formula on the site links to and loads nothing`);
}

const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const answer = input.map(([latex, display]) => {
  try {
    return { html: katex.renderToString(latex, { displayMode: display, throwOnError: true, trust: untrusted,
                                                 strict: "error", maxExpand: 200, maxSize: 20, output: "htmlAndMathml" }) };
  } catch (error) {
    return { error: String(error.message || error).replace(/^KaTeX parse error: /, "") };
  }
});
process.stdout.write(JSON.stringify(answer));
