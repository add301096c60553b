/* The site search: Material's search box (partials/search.html) over the site's two search tiers
 * (generator/search_index.py). The names tier (search/names.js) is loaded with the page and answers names,
 * aliases and pasted errors at once; the full-text tier (search/text.js) is loaded, as a classic script, when
 * the box is first focused or the first query runs, and its results join the list when it arrives.
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
  var MAX_PAGES = 40, MAX_SECTIONS = 3;
  var engine = window.kbSearchRank.engine(window.kbSearch, window.MiniSearch, terms);  // rank.js

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

  function element(tag, className, textContent) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (textContent !== undefined) node.textContent = textContent;
    return node;
  }

  function link(href, heading, title) {
    var a = element("a", "md-search-result__link");
    a.href = href;
    var article = element("article", "md-search-result__article md-typeset");
    if (heading === "h1") article.appendChild(element("div", "md-search-result__icon md-icon"));
    article.appendChild(element(heading, "", title));
    a.appendChild(article);
    return a;
  }

  function render(query, found) {
    var pages = engine.open("names").data.pages, highlight = "?h=" + encodeURIComponent(query.trim().slice(0, 80));
    list.textContent = "";
    found.slice(0, MAX_PAGES).forEach(function (hit) {
      var page = pages[hit.page], item = element("li", "md-search-result__item");
      item.appendChild(link(root + page[0] + highlight, "h1", page[1] || page[3].split("\n")[0]));
      hit.sections.filter(function (s) { return s[1]; }).slice(0, MAX_SECTIONS).forEach(function (section) {
        item.appendChild(link(root + page[0] + highlight + "#" + section[1], "h2", section[2]));
      });
      list.appendChild(item);
    });
    var n = found.length;
    meta.textContent = n === 0 ? box.dataset.none : n === 1 ? box.dataset.one : box.dataset.other.replace("#", n);
    result.dataset.kbState = engine.loaded("text") ? "complete" : "names";
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
    render(query, engine.search(query));
  }

  function setOpen(value) {
    if (toggle.checked !== value) {
      toggle.checked = value;
      toggle.dispatchEvent(new Event("change"));
    }
    if (value) { input.focus(); loadText(); } else { input.blur(); }
  }

  input.addEventListener("focus", loadText);
  input.addEventListener("input", function () { run(input.value); });
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

  // Highlight on the page a result led to (`?h=`), as Material's search.highlight did.
  function highlightPage(words) {
    var article = document.querySelector(".md-content article");
    if (!article || !words.length) return;
    var pattern = new RegExp(words.map(function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "gi");
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT), nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      if (!node.nodeValue.trim() || node.parentNode.closest("script, style, mark")) return;
      var value = node.nodeValue, last = 0, match, fragment = document.createDocumentFragment();
      pattern.lastIndex = 0;
      while ((match = pattern.exec(value)) !== null) {
        fragment.appendChild(document.createTextNode(value.slice(last, match.index)));
        fragment.appendChild(element("mark", "", match[0])).setAttribute("data-md-highlight", "");
        last = match.index + match[0].length;
      }
      if (last === 0) return;
      fragment.appendChild(document.createTextNode(value.slice(last)));
      node.parentNode.replaceChild(fragment, node);
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
