/* The site search: Material's search box (partials/search.html) over the site's two search tiers
 * (generator/search_index.py). The names tier (search/names.js) is loaded with the page and answers names,
 * aliases and pasted errors at once; the full-text tier (search/text.js) is loaded, as a classic script, when
 * the box is first focused or the first query runs, and its results join the list when it arrives.
 * Each result shows the text of its best section with the query's words marked (whole words only), and the
 * list grows by "show more"; a name typed with one typo finds the name; a torch name the site has no entry for
 * is answered with its page in the official documentation (text.js carries those names).
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
  var PAGE_BATCH = 20, MAX_SECTIONS = 3, NAMES_WEIGHT = 2, MINOR_TERM_BOOST = 0.3;
  var EXCERPT = 180, EXCERPT_LEAD = 50;  // characters of section text shown, and before the first match
  var TYPO_MIN = 4, TYPO_MAX_WORDS = 3;  // one-typo tolerance: words this long, in queries this short
  var labels = window.kbSearch.names.labels;
  var tiers = {};  // name -> {engine, vocabulary, data}, once loaded

  function identity(term) { return term; }

  // The names tier is indexed here, the first time it is needed (a few milliseconds); the full-text tier
  // comes prebuilt.
  var NAME_FIELDS = ["parts", "title", "terms"];
  function open(tier) {
    var data = window.kbSearch[tier];
    if (!tiers[tier] && data) {
      var engine, words, spelled = null, official = null, parts = null;  // spelled, parts: names; official: text
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
        parts = new Map();  // each word of a name (split at dots) -> how many pages have it: typos are fixed to these
        data.pages.forEach(function (page) {
          new Set(page[3].toLowerCase().split(/[\s.]+/)).forEach(function (part) {
            if (part) parts.set(part, (parts.get(part) || 0) + 1);
          });
        });
        words = [];
        documents.forEach(function (doc) { words.push.apply(words, terms.indexTerms(doc.title + " " + doc.terms, "title")); });
      } else {
        engine = MiniSearch.loadJS(data.index, { fields: data.fields, tokenize: terms.indexTerms, processTerm: identity });
        words = data.index.index.map(function (entry) { return entry[0]; });
        official = new Map();  // each spelling of a torch name the site has no entry for -> [name, its official page]
        data.official.pages.forEach(function (group) {
          group[1].forEach(function (name) {
            var href = data.official.base + group[0].replace(/\{name\}/g, name);
            terms.nameForms(name).forEach(function (form) {
              form = form.toLowerCase();
              if (!official.has(form)) official.set(form, []);
              official.get(form).push([name, href]);
            });
          });
        });
        data.top = {};  // page -> its first section (the text under its title)
        data.sections.forEach(function (section) { if (!(section[0] in data.top)) data.top[section[0]] = section; });
      }
      tiers[tier] = { data: data, engine: engine, vocabulary: terms.hanWords(words), spelled: spelled,
                      official: official, parts: parts, known: new Set(words) };
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

  // True when a and b differ by one edit: a letter inserted, left out, replaced, or two neighbours swapped.
  function oneEdit(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) {
      return a.slice(i + 1) === b.slice(i + 1) ||
        (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  function known(word, last) {
    var names = tiers.names, text = tiers.text;
    if (names.parts.has(word) || names.known.has(word) || (text && text.known.has(word))) return true;
    if (!last) return false;  // the word being typed may be the start of a name
    for (var part of names.parts.keys()) if (part.lastIndexOf(word, 0) === 0) return true;
    return false;
  }

  // A short query's words that no index holds, each replaced by the word of a name one typo away (the one most
  // names share): `viwe` -> `view`. Returns the query to search and the words it replaced.
  function fixTypos(query) {
    var words = query.match(/[\p{L}\p{N}_]+/gu) || [], parts = tiers.names.parts, fixed = [];
    if (words.length > TYPO_MAX_WORDS) return { query: query, fixed: fixed };
    var out = query.replace(/[\p{L}\p{N}_]+/gu, function (word, at) {
      var lower = word.toLowerCase();
      if (lower.length < TYPO_MIN || terms.HAN.test(lower) || known(lower, at + word.length === query.trimEnd().length)) {
        return word;
      }
      var best = null;
      parts.forEach(function (count, part) {
        if (oneEdit(lower, part) && (!best || count > parts.get(best))) best = part;
      });
      if (best) fixed.push([word, best]);
      return best || word;
    });
    return { query: out, fixed: fixed };
  }

  // The torch names the query spells that the site has no entry for (none when it has one of that spelling).
  function uncovered(query) {
    var whole = query.trim().toLowerCase().replace(/\(\)$/, "");
    if (!tiers.text || tiers.names.spelled.has(whole)) return [];
    return tiers.text.official.get(whole) || [];
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
    // Then the pages one of whose search phrases the query is (`tensor shape`, `梯度裁剪`), the best ranked first.
    var phrased = text ? text.data.phrases[whole.split(/\s+/).join(" ")] || [] : [];
    first = first.concat(phrased.slice().sort(function (a, b) { return (ranked[b] || 0) - (ranked[a] || 0); }));
    first.forEach(function (page) { add(page, 0); });
    Object.keys(ranked).map(Number).sort(function (a, b) { return ranked[b] - ranked[a]; })
      .forEach(function (page) { add(page, ranked[page]); });
    return order.map(function (page) { return { page: page, sections: sections[page] || [] }; });
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
    var page = tiers.names.data.pages[hit.page], item = element("li", "md-search-result__item");
    var top = tiers.text && tiers.text.data.top[hit.page];
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
    var vocabulary = (tiers.text || tiers.names).vocabulary;
    var pattern = wordPattern(terms.queryTerms(searched.query, vocabulary).concat(searched.query.split(/\s+/)));
    var shown = 0;
    list.textContent = "";
    var missing = uncovered(searched.query);
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
    open("names");
    var searched = fixTypos(query);
    render(query, search(searched.query), searched);
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
