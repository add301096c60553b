/* The site search: Material's search box (partials/search.html) over the site's two search tiers
 * (generator/search_index.py). The names tier (search/names.js) is loaded with the page and answers names,
 * aliases and pasted errors at once; the full-text tier (search/text.js) is loaded, as a classic script, when
 * the box is first focused or the first query runs, and its results join the list when it arrives.
 * Results are built as DOM nodes with textContent only: no text of a page is ever parsed as HTML. */
(function () {
  "use strict";
  var box = document.querySelector("[data-kb-search]");
  var namesScript = document.querySelector('script[src$="search/names.js"]');
  if (!box || !namesScript || !window.kbSearch || !window.MiniSearch || !window.kbSearchTerms) return;

  var terms = window.kbSearchTerms;
  var toggle = document.getElementById("__search");
  var input = box.querySelector(".md-search__input");
  var result = box.querySelector(".md-search-result");
  var meta = box.querySelector(".md-search-result__meta");
  var list = box.querySelector(".md-search-result__list");
  var root = new URL(".", namesScript.src).href.replace(/search\/$/, "");  // the language's root
  var MAX_PAGES = 40, MAX_SECTIONS = 3, NAMES_WEIGHT = 2, MINOR_TERM_BOOST = 0.3;
  var tiers = {};  // name -> {engine, vocabulary, data}, once loaded

  function identity(term) { return term; }

  // The names tier is indexed here, the first time it is needed (a few milliseconds); the full-text tier
  // comes prebuilt.
  var NAME_FIELDS = ["parts", "title", "terms"];
  function open(tier) {
    var data = window.kbSearch[tier];
    if (!tiers[tier] && data) {
      var engine, words, spelled = null;  // spelled: the names tier only
      if (tier === "names") {
        var documents = data.pages.map(function (page, id) {
          return { id: id, parts: page[3], title: page[5] || page[1], terms: page[4] };
        });
        engine = new MiniSearch({ fields: NAME_FIELDS, tokenize: terms.indexTerms, processTerm: identity });
        engine.addAll(documents);
        spelled = new Map();  // each whole spelling of a name -> its pages: a query that spells one
        data.pages.forEach(function (page, id) {
          terms.indexTerms(page[3], "name").forEach(function (form) {
            if (!spelled.has(form)) spelled.set(form, []);
            spelled.get(form).push(id);
          });
        });
        words = [];
        documents.forEach(function (doc) { words.push.apply(words, terms.indexTerms(doc.title + " " + doc.terms, "title")); });
      } else {
        engine = MiniSearch.loadJS(data.index, { fields: data.fields, tokenize: terms.indexTerms, processTerm: identity });
        words = data.index.index.map(function (entry) { return entry[0]; });
      }
      tiers[tier] = { data: data, engine: engine, vocabulary: terms.hanWords(words), spelled: spelled };
    }
    return tiers[tier];
  }

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
        open("text");
        result.dataset.kbText = "ready";  // the full-text tier is indexed (bench/search.py times this)
        if (input.value.trim()) run(input.value);
      };
      document.head.appendChild(script);
    };
    if (document.readyState === "complete") fetchText();
    else window.addEventListener("load", fetchText);
  }

  // Pasted error text, read as `python -m generator explain` reads it (generator/explain.py, whose rules
  // names.js carries): a traceback by its last exception first; error entries' patterns, the most specific
  // first, then the pitfalls whose proven error the text shows.
  var compiled = {};
  function regex(source, flags) {
    var key = flags + source;
    if (!(key in compiled)) { try { compiled[key] = new RegExp(source, flags); } catch (e) { compiled[key] = null; } }
    return compiled[key];
  }

  function explain(text, data, pitfallTable) {
    var rules = data.explain;
    var candidates = [text];
    if (text.indexOf(rules.traceback) >= 0) {
      var found = null, match, last = regex(rules.last_exception, "gm");
      last.lastIndex = 0;
      while ((match = last.exec(text)) !== null) { found = match.index; if (!match[0]) last.lastIndex++; }
      if (found !== null) candidates.unshift(text.slice(found));
    }
    for (var c = 0; c < candidates.length; c++) {
      var candidate = candidates[c], errors = [], pitfalls = [];
      data.errors.forEach(function (entry) {
        var best = 0;
        entry[1].forEach(function (pattern) {
          var re = regex(pattern, "i"), m = re && re.exec(candidate);
          if (m) best = Math.max(best, m[0].length || 1);
        });
        if (best) errors.push([entry[0], best]);
      });
      var types = candidate.match(regex(rules.exception_type, "gm")) || [];
      var named = types.length ? types[types.length - 1].replace(/:$/, "").split(".").pop() : null;
      pitfallTable.forEach(function (entry) {
        if (named && named !== entry[1].split(".").pop()) return;
        var re = regex(entry[2], ""), m = re && re.exec(candidate);
        if (m && m[0].length >= rules.min_pitfall_span) pitfalls.push([entry[0], m[0].length]);
      });
      var bySpan = function (a, b) { return b[1] - a[1] || (data.pages[a[0]][0] < data.pages[b[0]][0] ? -1 : 1); };
      if (errors.length || pitfalls.length) {
        return errors.sort(bySpan).concat(pitfalls.sort(bySpan)).map(function (e) { return e[0]; });
      }
    }
    return [];
  }

  // A term at the end of the query may be unfinished: it also finds the words it begins. Not one- or
  // two-letter Latin terms (`no` of `no_grad` would pull in every word starting `no`, 10 ms a query).
  function prefixOf(query) {
    var end = query.trim().toLowerCase();
    return function (term) { return (term.length >= 3 || terms.HAN.test(term)) && end.slice(-term.length) === term; };
  }

  function search(query) {
    var names = open("names"), text = open("text"), pages = names.data.pages;
    var order = [], scores = {}, sections = {};
    function add(page, score) {
      if (!(page in scores)) { scores[page] = 0; order.push(page); }
      scores[page] += score;
    }
    var boost = function (id) { return pages[id][2]; };
    var first = explain(query, names.data, text ? text.data.pitfalls : []);
    var whole = query.trim().toLowerCase();
    // Pages a query spells the name of: the shorter name first, then the entry that documents fewer names
    // (`is_available`: torch.cuda.is_available, its only name, before torch.xpu.is_available and its aliases).
    var nameCount = function (id) { return pages[id][3].split("\n").length; };
    (names.spelled.get(whole) || []).slice().sort(function (a, b) {
      return boost(b) - boost(a) || nameCount(a) - nameCount(b) || a - b;
    }).forEach(function (page) { first.push(page); });
    var ranked = {}, lastTermPrefix = prefixOf(query), minor = terms.minorTerms(query);
    var termBoost = function (term) { return minor.has(term) ? MINOR_TERM_BOOST : 1; };
    var nameHits = names.engine.search(query, { fields: ["parts", "title", "terms"], boost: { parts: 3, title: 2 },
      prefix: lastTermPrefix, boostDocument: boost, boostTerm: termBoost,
      tokenize: function (q) { return terms.queryTerms(q, names.vocabulary); } });
    var top = nameHits.length ? nameHits[0].score : 1;
    nameHits.forEach(function (hit) { ranked[hit.id] = NAMES_WEIGHT * hit.score / top; });
    if (text) {
      var sectionTable = text.data.sections;
      var textHits = text.engine.search(query, { boost: { title: 3 }, prefix: lastTermPrefix, boostTerm: termBoost,
        tokenize: function (q) { return terms.queryTerms(q, text.vocabulary); } });
      var best = textHits.length ? textHits[0].score : 1;
      textHits.forEach(function (hit) {
        var section = sectionTable[hit.id], page = section[0];
        var score = hit.score / best * boost(page);
        if (!sections[page]) ranked[page] = (ranked[page] || 0) + score;  // a page counts its best section
        (sections[page] = sections[page] || []).push(section);
      });
    }
    first.forEach(function (page) { add(page, 0); });
    Object.keys(ranked).map(Number).sort(function (a, b) { return ranked[b] - ranked[a]; })
      .forEach(function (page) { add(page, ranked[page]); });
    return order.map(function (page) { return { page: page, sections: sections[page] || [] }; });
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
    var pages = tiers.names.data.pages, highlight = "?h=" + encodeURIComponent(query.trim().slice(0, 80));
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
    result.dataset.kbState = tiers.text ? "complete" : "names";
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
    render(query, search(query));
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
