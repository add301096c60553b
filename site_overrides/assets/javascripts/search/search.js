/* The site search: Material's search box (partials/search.html) over the site's two search tiers
 * (generator/search_index.py). The names tier (search/names.js) is loaded with the page and answers names,
 * aliases and pasted errors at once; the full-text tier (search/text.js) is loaded, as a classic script, when
 * the box is first focused or the first query runs, and its results join the list when it arrives.
 * Each result shows the text of its best section with the query's words marked (whole words only), and the
 * list grows by "show more"; a name typed with one typo finds the name; a torch name the site has no entry for
 * is answered with its page in the official documentation (text.js carries those names).
 * How they rank is rank.js's, which the MCP server's `search` runs too.
 * Results are built as DOM nodes with textContent only: no text of a page is ever parsed as HTML. */
(function () {
  "use strict";
  var box = document.querySelector("[data-kb-search]");
  var namesScript = document.querySelector('script[src$="search/names.js"]');
  if (!box || !namesScript || !window.kbSearch || !window.MiniSearch || !window.kbSearchTerms || !window.kbSearchRank) return;

  var terms = window.kbSearchTerms;
  var toggle = document.getElementById("__search");
  var input = box.querySelector(".md-search__input");
  var result = box.querySelector(".md-search-result");
  var meta = box.querySelector(".md-search-result__meta");
  var list = box.querySelector(".md-search-result__list");
  var root = new URL(".", namesScript.src).href.replace(/search\/$/, "");  // the language's root
  var PAGE_BATCH = 20, MAX_SECTIONS = 3;
  var EXCERPT = 180, EXCERPT_LEAD = 50;  // characters of section text shown, and before the first match
  var labels = window.kbSearch.names.labels;
  var engine = window.kbSearchRank.engine(window.kbSearch, window.MiniSearch, terms);  // rank.js: the ranking
  function tier(name) { return engine.loaded(name) ? engine.open(name) : null; }

  // The full-text tier is fetched after the page has loaded, so that its megabytes never hold up the page
  // or the names tier's first answer.
  var textRequested = false;
  function loadText() {
    if (textRequested) return;
    textRequested = true;
    var fetchText = function () {
      var script = document.createElement("script");
      script.src = root + "search/text.js";
      script.onload = function () {
        engine.open("text");
        result.dataset.kbText = "ready";  // the full-text tier is indexed (bench/search.py times this)
        if (input.value.trim()) run(input.value);
      };
      document.head.appendChild(script);
    };
    if (document.readyState === "complete") fetchText();
    else window.addEventListener("load", fetchText);
  }

  // The query's words as one pattern that matches whole words only (`be` never inside `number`); Chinese
  // words match anywhere, as Chinese is written without spaces.
  var LATIN_EDGE = "A-Za-z0-9_\\u00C0-\\u024F";
  function wordPattern(words) {
    var unique = Array.from(new Set(words.map(function (w) { return w.toLowerCase(); })))
      .filter(function (w) { return w.length >= 2 || terms.HAN.test(w); })
      .sort(function (a, b) { return b.length - a.length; });
    if (!unique.length) return null;
    var alternatives = unique.map(function (word) {
      var escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      var before = /^[A-Za-z0-9_]/.test(word) ? "(?<![" + LATIN_EDGE + "])" : "";
      var after = /[A-Za-z0-9_]$/.test(word) ? "(?![" + LATIN_EDGE + "])" : "";
      return before + escaped + after;
    });
    return new RegExp(alternatives.join("|"), "gi");
  }

  // `text` as nodes, each match of `pattern` in a <mark>.
  function marked(parent, text, pattern) {
    var last = 0, match;
    if (pattern) {
      pattern.lastIndex = 0;
      while ((match = pattern.exec(text)) !== null) {
        if (!match[0]) { pattern.lastIndex++; continue; }
        parent.appendChild(document.createTextNode(text.slice(last, match.index)));
        parent.appendChild(element("mark", "", match[0])).setAttribute("data-md-highlight", "");
        last = match.index + match[0].length;
      }
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
    return last > 0;
  }

  // A few lines of a section's text around the first word of the query it holds, the words marked.
  function excerpt(text, pattern) {
    var start = 0;
    if (pattern) {
      pattern.lastIndex = 0;
      var match = pattern.exec(text);
      if (match && match.index > EXCERPT_LEAD) {
        start = match.index - EXCERPT_LEAD;
        var space = text.indexOf(" ", start);
        if (space >= 0 && space < match.index) start = space + 1;
      }
    }
    var end = Math.min(text.length, start + EXCERPT);
    var teaser = element("p", "md-search-result__teaser");
    marked(teaser, (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : ""), pattern);
    return teaser;
  }

  function element(tag, className, textContent) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (textContent !== undefined) node.textContent = textContent;
    return node;
  }

  function link(href, heading, title, teaser) {
    var a = element("a", "md-search-result__link");
    a.href = href;
    var article = element("article", "md-search-result__article md-typeset");
    if (heading === "h1") article.appendChild(element("div", "md-search-result__icon md-icon"));
    article.appendChild(element(heading, "", title));
    if (teaser) article.appendChild(teaser);
    a.appendChild(article);
    return a;
  }

  // One result: the page with the text of its best section (or, found by name, the text under its title),
  // then up to three more of its sections that hold the query, each with its text.
  function resultItem(hit, pattern, highlight) {
    var page = engine.open("names").data.pages[hit.page], item = element("li", "md-search-result__item");
    var top = tier("text") && tier("text").data.top[hit.page];
    var best = hit.sections[0] || top;
    var href = root + page[0] + highlight;
    item.appendChild(link(best && best[1] ? href + "#" + best[1] : href, "h1", page[1] || page[3].split("\n")[0],
                          best && best[3] ? excerpt(best[3], pattern) : null));
    hit.sections.slice(1).filter(function (s) { return s[1]; }).slice(0, MAX_SECTIONS).forEach(function (section) {
      item.appendChild(link(href + "#" + section[1], "h2", section[2], section[3] ? excerpt(section[3], pattern) : null));
    });
    return item;
  }

  // The official documentation's page of each torch name the query spells and the site has no entry for.
  function officialItem(names) {
    var item = element("li", "md-search-result__item kb-search-official");
    names.slice(0, 3).forEach(function (found) {
      var article = element("article", "md-search-result__article md-typeset");
      var note = element("p", "");
      note.appendChild(document.createTextNode(labels.uncovered.split("{name}")[0]));
      note.appendChild(element("code", "", found[0]));
      note.appendChild(document.createTextNode(labels.uncovered.split("{name}")[1] || ""));
      article.appendChild(note);
      var a = element("a", "kb-search-official__link", labels.official.replace("{name}", found[0]));
      a.href = found[1];
      a.rel = "noopener";
      var line = element("p", "");
      line.appendChild(a);
      article.appendChild(line);
      item.appendChild(article);
    });
    return item;
  }

  function render(query, found, searched) {
    var highlight = "?h=" + encodeURIComponent(searched.query.trim().slice(0, 80));
    var vocabulary = (tier("text") || engine.open("names")).vocabulary;
    var pattern = wordPattern(terms.queryTerms(searched.query, vocabulary).concat(searched.query.split(/\s+/)));
    var shown = 0;
    list.textContent = "";
    var missing = engine.uncovered(searched.query);
    if (missing.length) list.appendChild(officialItem(missing));
    if (searched.fixed.length) {
      var note = element("li", "md-search-result__item kb-search-typo");
      note.appendChild(element("p", "", labels.typo.replace("{typed}", searched.fixed.map(function (f) { return f[0]; }).join(" "))
        .replace("{fixed}", searched.fixed.map(function (f) { return f[1]; }).join(" "))));
      list.appendChild(note);
    }
    var more = element("li", "md-search-result__item kb-search-more");
    var button = element("button", "md-button");
    more.appendChild(button);
    function showMore() {
      found.slice(shown, shown + PAGE_BATCH).forEach(function (hit) { list.insertBefore(resultItem(hit, pattern, highlight), more); });
      shown = Math.min(found.length, shown + PAGE_BATCH);
      button.textContent = labels.more.replace("#", found.length - shown);
      if (shown >= found.length) more.remove();
    }
    button.type = "button";
    button.addEventListener("click", showMore);
    list.appendChild(more);
    showMore();
    var n = found.length;
    meta.textContent = n === 0 ? box.dataset.none : n === 1 ? box.dataset.one : box.dataset.other.replace("#", n);
    result.dataset.kbState = tier("text") ? "complete" : "names";
    result.dataset.kbQuery = query;  // which query the list answers: the box may already hold a newer one
  }

  function run(query) {
    if (!query.trim()) {
      list.textContent = "";
      meta.textContent = box.dataset.placeholder;
      delete result.dataset.kbState;
      delete result.dataset.kbQuery;
      return;
    }
    loadText();
    var searched = engine.answer(query);
    render(query, searched.pages, searched);
  }

  function setOpen(value) {
    if (toggle.checked !== value) {
      toggle.checked = value;
      toggle.dispatchEvent(new Event("change"));
    }
    if (value) { input.focus(); loadText(); } else { input.blur(); }
  }

  // Clicking into the box and typing opens the results, as Material's own search does (the `?q=` link and the
  // keys below open it too).
  input.addEventListener("focus", function () { setOpen(true); });
  input.addEventListener("input", function () { setOpen(true); run(input.value); });
  box.querySelector("form").addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector(".md-search-result__link");
    if (first) first.click();
  });
  box.querySelector("form").addEventListener("reset", function () { setTimeout(function () { run(""); input.focus(); }); });

  // Keyboard, as Material's own search: `/`, `s` or `f` opens it, arrows walk the results, Escape closes.
  document.addEventListener("keydown", function (event) {
    var target = event.target, typing = target instanceof HTMLElement &&
      (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));
    if (!toggle.checked) {
      if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && ["/", "s", "f"].indexOf(event.key) >= 0) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    var links = Array.prototype.slice.call(list.querySelectorAll(".md-search-result__link"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "Escape") { event.preventDefault(); setOpen(false); }
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!links.length) return;
      event.preventDefault();
      var next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) input.focus(); else links[next].focus();
    }
  });
  toggle.addEventListener("change", function () { if (toggle.checked) { input.focus(); loadText(); } });

  // Highlight on the page a result led to (`?h=`), as Material's search.highlight did: whole words only.
  function highlightPage(words) {
    var article = document.querySelector(".md-content article");
    var pattern = wordPattern(words);
    if (!article || !pattern) return;
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT), nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      if (!node.nodeValue.trim() || node.parentNode.closest("script, style, mark")) return;
      var fragment = document.createDocumentFragment();
      if (marked(fragment, node.nodeValue, pattern)) node.parentNode.replaceChild(fragment, node);
    });
  }

  var params = new URLSearchParams(location.search);
  if (params.get("h")) {
    highlightPage(params.get("h").split(/\s+/).filter(function (w) { return w.length >= 2; }).slice(0, 8));
  }
  if (params.get("q")) {
    input.value = params.get("q");
    setOpen(true);
    run(input.value);
  }
})();
