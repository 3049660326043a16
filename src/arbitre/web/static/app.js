/* arbitre pages: progressive enhancement only. Without this file every form still
   works (GET ?q= answers server-side); with it, questions go to /api/ask and the
   answer is drawn without a reload. Text is only ever set with textContent. */
(function () {
  "use strict";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  /* The excerpt as text nodes, the quote inside a <mark>; spaces compared loosely. */
  function highlighted(parent, excerpt, quote) {
    var words = (quote || "").split(/\s+/).filter(Boolean);
    var match = words.length ? new RegExp(words.map(escapeRe).join("(?:\\s|-\\s)+")).exec(excerpt) : null;
    if (!match) { parent.textContent = excerpt; return parent; }
    parent.appendChild(document.createTextNode(excerpt.slice(0, match.index)));
    parent.appendChild(el("mark", "", match[0]));
    parent.appendChild(document.createTextNode(excerpt.slice(match.index + match[0].length)));
    return parent;
  }

  function gameLink(slug, names, langQuery) {
    var a = el("a", "", names[slug] || slug);
    a.href = "/jeux/" + encodeURIComponent(slug) + langQuery;
    return a;
  }

  function hidden(name, value) {
    var input = el("input");
    input.type = "hidden"; input.name = name; input.value = value === null || value === undefined ? "" : String(value);
    return input;
  }

  function feedbackForm(data, t, lang, nextUrl) {
    var form = el("form", "feedback");
    form.method = "post"; form.action = "/feedback";
    [["question", data.question], ["game", data.game], ["answer", data.answer], ["verdict", data.verdict],
     ["lang", lang], ["next", nextUrl]].forEach(function (pair) { form.appendChild(hidden(pair[0], pair[1])); });
    var set = el("fieldset");
    set.appendChild(el("legend", "", t.feedback_question));
    [["1", t.vote_up], ["-1", t.vote_down]].forEach(function (v) {
      var button = el("button", "", v[1]);
      button.type = "submit"; button.name = "vote"; button.value = v[0];
      set.appendChild(button);
    });
    form.appendChild(set);
    return form;
  }

  function citationItem(c, ctx) {
    var li = el("li", "citation");
    var where = el("p", "where");
    where.appendChild(el("span", "page", c.page ? ctx.t.page.replace("{page}", c.page) : c.section));
    var extra = (c.page ? " · " + c.section : "") + (c.game !== ctx.game ? " · " + (ctx.names[c.game] || c.game) : "");
    if (extra) where.appendChild(document.createTextNode(extra));
    li.appendChild(where);
    if (c.heading) li.appendChild(el("p", "faq-q", c.heading));
    li.appendChild(highlighted(el("blockquote", "excerpt"), c.excerpt, c.quote));
    if (c.passage_id) {
      var a = el("a", "see-rule", ctx.t.see_rule);
      a.href = "/jeux/" + encodeURIComponent(c.game) + ctx.langQuery + "#" + encodeURIComponent(c.passage_id);
      if (ctx.embedded) { a.target = "_blank"; a.rel = "noopener"; }
      li.appendChild(a);
    }
    return li;
  }

  function renderAnswer(zone, data, ctx) {
    var t = ctx.t;
    var article = el("article", "answer" + (data.abstained ? " is-abstained" : ""));
    article.appendChild(el("h2", "", t.answer_title || ""));
    var asked = el("p", "asked");
    asked.appendChild(el("span", "asked-label", t.your_question));
    asked.appendChild(document.createTextNode(" "));
    asked.appendChild(el("q", "", data.question));
    article.appendChild(asked);
    if (data.game && data.game !== ctx.game) {
      var about = el("p", "about", t.about_game + " ");
      about.appendChild(gameLink(data.game, ctx.names, ctx.langQuery));
      article.appendChild(about);
    }
    if (data.candidate_games && data.candidate_games.length) {
      var cands = el("p", "about", t.candidate_games + " ");
      data.candidate_games.forEach(function (slug, i) {
        if (i) cands.appendChild(document.createTextNode(", "));
        cands.appendChild(gameLink(slug, ctx.names, ctx.langQuery));
      });
      article.appendChild(cands);
    }
    if (data.verdict !== null && data.verdict !== undefined) {
      var verdict = el("p", "verdict");
      verdict.appendChild(el("span", "verdict-label", t.verdict));
      verdict.appendChild(document.createTextNode(" "));
      verdict.appendChild(el("strong", "verdict-value", {oui: t.yes, non: t.no}[data.verdict] || data.verdict));
      article.appendChild(verdict);
    }
    article.appendChild(el("p", "answer-text", data.answer));
    if (data.engine) {
      var engine = el("p", "engine");
      engine.appendChild(el("span", "engine-label", t.engine));
      engine.appendChild(document.createTextNode(
        data.lang === "en" && data.engine.explanation_en ? data.engine.explanation_en : data.engine.explanation));
      article.appendChild(engine);
    }
    if (data.asks_for) article.appendChild(el("p", "asks-for", t.asks_for + " " + data.asks_for));
    if (data.citations && data.citations.length) {
      article.appendChild(el("h3", "", data.abstained ? t.nearest : t.sources));
      var list = el("ol", "citations");
      data.citations.forEach(function (c) { list.appendChild(citationItem(c, ctx)); });
      article.appendChild(list);
    }
    article.appendChild(feedbackForm(data, t, ctx.lang, location.pathname + location.search));
    zone.replaceChildren(article);
  }

  function showError(zone, message) {
    var p = el("p", "error", message);
    p.setAttribute("role", "alert");
    zone.replaceChildren(p);
  }

  function enhanceAsk(form) {
    var zone = document.getElementById("reponse");
    var t = JSON.parse(form.getAttribute("data-strings") || "{}");
    var langInput = form.querySelector('input[name="lang"]');
    var ctx = {
      t: t, game: form.getAttribute("data-game") || null, lang: form.getAttribute("data-lang") || "fr",
      names: JSON.parse(form.getAttribute("data-game-names") || "{}"),
      langQuery: langInput ? "?lang=" + encodeURIComponent(langInput.value) : "",
      embedded: form.hasAttribute("data-embedded")
    };
    form.addEventListener("submit", function (event) {
      var input = form.querySelector('input[name="q"]');
      var question = input.value.trim();
      if (!question || !window.fetch || !zone) return;
      event.preventDefault();
      var button = form.querySelector('button[type="submit"]');
      button.disabled = true;
      zone.replaceChildren(el("p", "asking", t.asking));
      var body = {question: question};
      if (ctx.game) body.game = ctx.game;
      if (langInput) body.lang = langInput.value;
      fetch("/api/ask", {method: "POST", headers: {"Content-Type": "application/json", "Accept-Language": ctx.lang},
                         body: JSON.stringify(body)})
        .then(function (response) {
          return response.json().then(function (data) { return {ok: response.ok, data: data}; });
        })
        .then(function (result) {
          if (!result.ok) { showError(zone, typeof result.data.detail === "string" ? result.data.detail : t.network_error); return; }
          var url = new URL(location.href);
          url.searchParams.set("q", question);
          url.searchParams.delete("merci");
          history.replaceState(null, "", url.pathname + url.search);
          renderAnswer(zone, result.data, ctx);
        })
        .catch(function () { showError(zone, t.network_error); })
        .then(function () { button.disabled = false; });
    });
  }

  /* The game list filter: the GET form works alone; this filters while typing. */
  function enhanceFilter(input) {
    var items = Array.prototype.slice.call(document.querySelectorAll("[data-games] > li"));
    var empty = document.querySelector("[data-filter-empty]");
    var message = document.querySelector("[data-filter-message]");
    input.addEventListener("input", function () {
      var needle = input.value.trim().toLowerCase();
      var shown = 0;
      items.forEach(function (li) {
        var match = !needle || (li.getAttribute("data-search") || "").indexOf(needle) !== -1;
        li.hidden = !match;
        if (match) shown += 1;
      });
      if (empty) {
        empty.hidden = shown > 0;
        if (message) message.textContent = (empty.getAttribute("data-template") || "").replace("{query}", input.value.trim());
      }
    });
  }

  document.querySelectorAll("form[data-ask]").forEach(enhanceAsk);
  document.querySelectorAll("input[data-filter]").forEach(enhanceFilter);
})();
