/* How the site search cuts text into terms. One file for both sides, so index and query never disagree:
 * generator/search_index.mjs builds each language's MiniSearch indexes with it, and search.js (in the
 * browser) loads those indexes and cuts queries with it. Chinese text reaches the index already cut into
 * words by jieba (generator/search_index.py); a Chinese query is cut against the words the index holds. */
(function (root) {
  "use strict";
  // Chinese ideographs: the ranges of generator/chinese.py (tests/test_chinese.py holds the two together).
  var HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
  var HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
  // A term is a run of letters, digits and `_`; in names `.` joins the parts of one term (`torch.Tensor.view`).
  var TEXT_SPLIT = /[^\p{L}\p{N}_]+/u;
  var NAME_SPLIT = /[^\p{L}\p{N}_.]+/u;
  var LONGEST_WORD = 8;

  function nonEmpty(list) { return list.filter(function (t) { return t.length > 0; }); }

  // `torch.nn.utils.clip_grad_norm_` -> its dotted tails (`utils.clip_grad_norm_`, ...), each part's
  // underscore tails (`grad_norm_`, `norm_`) and words (`clip`, `grad`, `norm`): a reader types any of them.
  function nameTerms(name) {
    var parts = nonEmpty(name.toLowerCase().split("."));
    var terms = [];
    for (var i = 0; i < parts.length; i++) terms.push(parts.slice(i).join("."));
    parts.forEach(function (part) {
      var words = part.split("_");
      for (var j = 1; j < words.length; j++) {
        if (words.slice(j).join("_").replace(/_/g, "")) terms.push(words.slice(j).join("_"));
      }
      terms = terms.concat(nonEmpty(words));
    });
    return Array.from(new Set(terms));
  }

  // `torch.Tensor.view` -> `torch.Tensor.view`, `Tensor.view`, `view`: the spellings a reader types whole.
  function nameForms(name) {
    var short = name.replace(/^torch\./, "");
    return Array.from(new Set([name, short, short.split(".").pop()]));
  }

  // Index side. An entry's names (its id and aliases, one per line) give `name`, each spelling whole (a query
  // that spells one ranks its entry first), and `parts`, every term inside them. Every other field is text,
  // Chinese already cut into words by spaces.
  function indexTerms(text, field) {
    var names = nonEmpty(text.split("\n").map(function (n) { return n.trim(); }));
    if (field === "name") {
      return Array.from(new Set([].concat.apply([], names.map(nameForms)).map(function (n) { return n.toLowerCase(); })));
    }
    if (field === "parts") return Array.from(new Set([].concat.apply([], names.map(nameTerms))));
    return nonEmpty(text.toLowerCase().split(TEXT_SPLIT));
  }

  // A run of Chinese characters cut into the longest words the index knows, left to right; a character
  // that starts no known word stands alone.
  function cutHan(run, vocabulary) {
    var words = [];
    for (var i = 0; i < run.length;) {
      var length = Math.min(LONGEST_WORD, run.length - i);
      while (length > 1 && !vocabulary.has(run.substr(i, length))) length--;
      words.push(run.substr(i, length));
      i += length;
    }
    return words;
  }

  // The shorter known words inside a word (张量形状 -> 张量, 形状), as jieba's search mode gives the index the
  // shorter words inside a long one: a query for a compound also finds the pages that use its parts.
  function hanParts(word, vocabulary) {
    var parts = [];
    for (var length = word.length - 1; length >= 2; length--) {
      for (var i = 0; i + length <= word.length; i++) {
        var part = word.substr(i, length);
        if (vocabulary.has(part)) parts.push(part);
      }
    }
    return parts;
  }

  // Query side: names keep their dots and underscores, Chinese is cut against the index's own words (each
  // word with the known words inside it).
  function queryTerms(query, vocabulary) {
    var terms = [];
    nonEmpty(query.toLowerCase().split(NAME_SPLIT)).forEach(function (chunk) {
      if (HAN.test(chunk)) {
        var rest = chunk.replace(HAN_RUN, function (run) {
          cutHan(run, vocabulary).forEach(function (word) { terms = terms.concat([word], hanParts(word, vocabulary)); });
          return " ";
        });
        nonEmpty(rest.split(TEXT_SPLIT)).forEach(function (word) { terms = terms.concat(nameTerms(word)); });
      } else {
        terms = terms.concat(nameTerms(chunk));
      }
    });
    return Array.from(new Set(terms));
  }

  // The leading words of the query's underscore names (`set` of `set_epoch`, `no` of `no_grad`): they count,
  // but less than the rest, or every `set_*` name would outrank the page about `set_epoch`.
  function minorTerms(query) {
    var minor = new Set();
    nonEmpty(query.toLowerCase().split(NAME_SPLIT)).forEach(function (chunk) {
      chunk.split(".").forEach(function (part) {
        var words = nonEmpty(part.split("_"));
        words.slice(0, -1).forEach(function (word) { minor.add(word); });
      });
    });
    return minor;
  }

  // The index's Chinese words, from the terms of a loaded MiniSearch index.
  function hanWords(terms) {
    return new Set(terms.filter(function (t) { return HAN.test(t); }));
  }

  var api = { indexTerms: indexTerms, nameForms: nameForms, queryTerms: queryTerms, minorTerms: minorTerms, nameTerms: nameTerms, hanWords: hanWords, HAN: HAN };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.kbSearchTerms = api;
})(this);
