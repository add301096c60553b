// `node generator/search_query.cjs SEARCH_FOLDER`: the site search of one language, answering queries on stdin
// (one JSON string per line) with one JSON line each: the pages in the order the site's search box lists them
// (its typos fixed first, as the box does),
// each as [url, title, names, [[anchor, section title], ...]]. It loads the language's built tiers
// (SEARCH_FOLDER/names.js and text.js, classic scripts that set `window.kbSearch`) and ranks with the browser's own
// code (site_overrides/assets/javascripts/search/rank.js and tokens.js), so the answers are the site's.
// A line `{"explain": TEXT}` is answered with the URLs of the pages pasted error text finds first, as the search
// box puts them at the top (tests/test_explain_parity.py compares them with generator/explain.py's).
"use strict";
const fs = require("fs");
const path = require("path");
const readline = require("readline");
const vm = require("vm");
const MiniSearch = require("minisearch");
const terms = require("../site_overrides/assets/javascripts/search/tokens.js");
const rank = require("../site_overrides/assets/javascripts/search/rank.js");

const [folder] = process.argv.slice(2);
globalThis.window = {};
for (const tier of ["names", "text"]) {
  vm.runInThisContext(fs.readFileSync(path.join(folder, `${tier}.js`), "utf8"), { filename: `${tier}.js` });
}
const engine = rank.engine(globalThis.window.kbSearch, MiniSearch, terms);
const pages = engine.open("names").data.pages;
engine.open("text");

function searched(query) {
  return engine.answer(query).pages.map((hit) => {
    const page = pages[hit.page];
    return [page[0], page[1] || page[3].split("\n")[0], page[3], hit.sections.filter((s) => s[1]).map((s) => [s[1], s[2]])];
  });
}

const lines = readline.createInterface({ input: process.stdin, terminal: false });
lines.on("line", (line) => {
  let answer;
  try {
    const question = JSON.parse(line);
    answer = question !== null && typeof question === "object"
      ? engine.explained(String(question.explain)).map((page) => pages[page][0])
      : searched(question);
  } catch (error) {
    answer = { error: String(error) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
});
