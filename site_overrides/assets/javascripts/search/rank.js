/* The site search's ranking: how a query is answered from the two search tiers (generator/search_index.py).
 * One file for the browser (search.js shows its results in Material's search box) and for node
 * (generator/search_query.cjs answers the MCP server's `search`), so both rank alike. `engine(tiers,
 * MiniSearch, terms)` takes the loaded tiers (`kbSearch`: names, and text once loaded), the MiniSearch class
 * and the term rules (tokens.js). `answer(query)` is what the search box lists for a query: a short query's
 * typos fixed first (`fixed`: [typed, fixed] pairs), then the pages in rank order (`pages`), each with the
 * sections of it the full-text tier found; `uncovered(query)` gives the torch names it spells that the site
 * has no entry for; `explained(text)` the pages pasted error text finds first, in order (tests/test_explain_parity.py
 * holds it to `python -m generator explain` on every error text the corpus knows). */
(function (root) {
  "use strict";
  var NAMES_WEIGHT = 2, MINOR_TERM_BOOST = 0.3;
  var TYPO_MIN = 4, TYPO_MAX_WORDS = 3;  // one-typo tolerance: words this long, in queries this short

  function engine(kbSearch, MiniSearch, terms) {
    var tiers = {};  // name -> {engine, vocabulary, data, ...}, once loaded

    function identity(term) { return term; }

    // The names tier is indexed here, the first time it is needed (a few milliseconds); the full-text tier
    // comes prebuilt.
    var NAME_FIELDS = ["parts", "title", "terms"];
    function open(tier) {
      var data = kbSearch[tier];
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

    // Pasted error text, read as `python -m generator explain` reads it (generator/explain.py, whose rules
    // names.js carries): a traceback by its last exception first; error entries' patterns, the most specific
    // first, then the pitfalls whose proven error the text shows.
    var compiled = {};
    function regex(source, flags) {
      var key = flags + source;
      if (!(key in compiled)) { try { compiled[key] = new RegExp(source, flags); } catch (e) { compiled[key] = null; } }
      return compiled[key];
    }

    // A page's document id: the last part of its URL (`nn/torch.nn.Module/`, offline `nn/torch.nn.Module.html`).
    function idOf(url) { var parts = url.split("/").filter(Boolean); return (parts.pop() || "").replace(/\.html$/, ""); }

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
        // The longer match first; among equals, by document id, as explain.py sorts.
        var bySpan = function (a, b) {
          var x = idOf(data.pages[a[0]][0]), y = idOf(data.pages[b[0]][0]);
          return b[1] - a[1] || (x < y ? -1 : x > y ? 1 : 0);
        };
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


    // What the search box lists for a query: its typos fixed, then the pages in rank order.
    function answer(query) {
      open("names");
      var searched = fixTypos(query);
      return { query: searched.query, fixed: searched.fixed, pages: search(searched.query) };
    }

    function explained(text) {
      var text_ = open("text");
      return explain(text, open("names").data, text_ ? text_.data.pitfalls : []);
    }

    return { open: open, answer: answer, uncovered: uncovered, explained: explained,
             loaded: function (tier) { return Boolean(tiers[tier]); } };
  }

  var api = { engine: engine };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.kbSearchRank = api;
})(this);
