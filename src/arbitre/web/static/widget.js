/* arbitre widget: <script src="https://HOST/widget.js" data-game="lucky-numbers" data-lang="fr" async></script>
 * Options: data-game, data-lang, data-theme, data-accent; --arbitre-accent, --arbitre-bg, --arbitre-fg.
 * In a shadow root (all: initial): host CSS cannot reach it. Text goes in by textContent only. */
(function () {
  "use strict";
  var STRINGS = /*ARBITRE_STRINGS*/{};

  var CSS = [
    ":host{all:initial;display:block;margin:16px 0;border:0;padding:0}",
    ":host([hidden]){display:none}",
    ".w{--a:var(--arbitre-accent,#0b5c47);--afg:#fff;--bg:var(--arbitre-bg,#fff);--fg:var(--arbitre-fg,#1c1f24);",
    "--mut:#4f5661;--line:#d5d2ca;--mk:#ffe58f;--soft:#f4f3ef;all:initial;display:block;box-sizing:border-box;",
    "font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Ubuntu,sans-serif;color:var(--fg);",
    "background:var(--bg);border:1px solid var(--line);border-radius:10px;padding:14px;text-align:left;",
    "max-width:100%;overflow-wrap:anywhere}",
    ":host([data-theme=dark]) .w{--a:var(--arbitre-accent,#5fd3a8);--afg:#10231c;--bg:var(--arbitre-bg,#15181d);",
    "--fg:var(--arbitre-fg,#eef0f3);--mut:#b7bec9;--line:#3a404a;--mk:#6b5600;--soft:#1f232a}",
    "*{box-sizing:border-box}",
    "form{margin:0}",
    "label{display:block;font-weight:600;margin:0 0 6px;color:var(--fg)}",
    ".row{display:flex;flex-wrap:wrap;gap:8px}",
    "input{display:block;visibility:visible;flex:1 1 12rem;min-width:0;margin:0;font:inherit;color:var(--fg);",
    "background:var(--bg);border:2px solid var(--mut);border-radius:8px;padding:8px 10px}",
    "button{display:inline-block;margin:0;font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--a);",
    "background:var(--a);color:var(--afg);border-radius:8px;padding:8px 14px}",
    "button.ghost{background:transparent;color:var(--fg);border-color:var(--line);font-weight:500;padding:4px 10px}",
    "button[disabled]{opacity:.7;cursor:progress}",
    ":focus-visible{outline:3px solid var(--a);outline-offset:2px}",
    "p{margin:8px 0;color:var(--fg)}",
    ".ans{font-size:1.05em;font-weight:500}",
    ".asked{color:var(--mut);font-size:.9em}",
    ".verdict{display:inline-block;padding:1px 10px;border-radius:999px;background:var(--a);color:var(--afg);font-weight:700}",
    ".engine{border-left:4px solid var(--a);padding:4px 10px;background:var(--soft)}",
    ".where{margin:10px 0 2px;color:var(--mut);font-size:.9em}",
    ".page{font-weight:700;color:var(--fg)}",
    "blockquote{margin:0;padding:6px 10px;border-left:4px solid var(--line);background:var(--soft);color:var(--fg)}",
    "blockquote p{margin:0 0 4px}blockquote ul,blockquote ol{margin:0 0 4px;padding-left:1.4em}",
    "mark{background:var(--mk);color:inherit;padding:0}",
    ".rule{font-size:.9em;color:var(--mut)}.rule b{display:block;color:var(--fg)}",
    "a{color:var(--a);text-underline-offset:.15em}",
    ".err{color:#c4262e;font-weight:600}",
    ":host([data-theme=dark]) .err{color:#ff8f8f}",
    ".fb{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:10px;color:var(--mut);font-size:.9em}",
    ".by{margin:10px 0 0;font-size:.8em;color:var(--mut)}",
    "iframe{display:block;width:100%;height:640px;border:0}"
  ].join("");

  function findScript() {
    if (document.currentScript) return document.currentScript;
    var scripts = document.querySelectorAll("script[src]");
    for (var i = scripts.length - 1; i >= 0; i--) {
      if (/\/widget\.js(?:[?#]|$)/.test(scripts[i].src) && !scripts[i].hasAttribute("data-arbitre-mounted")) {
        return scripts[i];
      }
    }
    return null;
  }

  var script = findScript();
  if (!script || script.hasAttribute("data-arbitre-mounted")) return;
  script.setAttribute("data-arbitre-mounted", "");

  var origin = new URL(script.src, location.href).origin;
  var game = script.getAttribute("data-game") || "";
  var lang = script.getAttribute("data-lang") === "en" ? "en" : "fr";
  var t = STRINGS[lang] || STRINGS.fr || {};
  function tr(key) { return t[key] || key; }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  /* The quote's span in the excerpt (list markers, line breaks: spaces). */
  function quoteSpan(excerpt, quote) {
    var words = (quote || "").split(/\s+/).filter(function (w) { return w && !/^[-*\u2022]$/.test(w); });
    if (!words.length) return null;
    var match = new RegExp(words.map(escapeRe).join("(?:\\s|[-*\u2022]\\s|\\d+[.)]\\s)+")).exec(excerpt);
    return match ? [match.index, match.index + match[0].length] : null;
  }

  /* A line, the part in the quote's span in a <mark> (not its edge spaces). */
  function marked(parent, text, at, span) {
    var start = span ? Math.max(span[0] - at, 0) : 0, end = span ? Math.min(span[1] - at, text.length) : 0;
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (start >= end) { parent.textContent = text; return parent; }
    parent.appendChild(document.createTextNode(text.slice(0, start)));
    parent.appendChild(el("mark", "", text.slice(start, end)));
    parent.appendChild(document.createTextNode(text.slice(end)));
    return parent;
  }

  /* The excerpt as paragraphs and lists ("- x", "1. x"), as the site shows it. */
  function excerptBlocks(excerpt, quote) {
    var quoteAt = quoteSpan(excerpt, quote);
    var box = el("blockquote"), list = null, offset = 0;
    excerpt.split("\n").forEach(function (raw) {
      var lineAt = offset + (raw.length - raw.replace(/^\s+/, "").length);
      offset += raw.length + 1;
      var line = raw.trim();
      if (!line) return;
      var m = /^(?:([-*\u2022])|(\d+)[.)])\s+/.exec(line);
      var kind = m ? (m[1] ? "ul" : "ol") : "p";
      var body = m ? line.slice(m[0].length) : line;
      var at = lineAt + (m ? m[0].length : 0);
      if (kind === "p") { list = null; box.appendChild(marked(el("p"), body, at, quoteAt)); return; }
      if (!list || list.tagName.toLowerCase() !== kind) {
        list = el(kind);
        if (kind === "ol" && m[2] !== "1") list.start = Number(m[2]);
        box.appendChild(list);
      }
      list.appendChild(marked(el("li"), body, at, quoteAt));
    });
    return box;
  }

  // A custom element: page selectors (`div`, `.box`) never match it.
  var host = document.createElement("arbitre-widget");
  host.className = "arbitre-widget";
  var theme = script.getAttribute("data-theme");
  if (theme === "dark" || theme === "light") host.setAttribute("data-theme", theme);
  var accent = script.getAttribute("data-accent");
  if (accent) host.style.setProperty("--arbitre-accent", accent);
  script.parentNode.insertBefore(host, script.nextSibling);

  var root = host.attachShadow({mode: "open"});
  if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === "function" && CSSStyleSheet.prototype.replaceSync) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    root.appendChild(el("style", "", CSS));
  }

  var box = el("div", "w");
  box.setAttribute("lang", lang);
  var form = el("form");
  form.setAttribute("role", "search");
  var label = el("label", "", tr("widget_label"));
  label.htmlFor = "arbitre-q";
  var row = el("div", "row");
  var input = el("input");
  input.id = "arbitre-q"; input.type = "text"; input.name = "q"; input.required = true;
  input.autocomplete = "off"; input.maxLength = 500; input.placeholder = tr("ask_placeholder");
  input.setAttribute("enterkeyhint", "search");
  var button = el("button", "", tr("ask_button"));
  button.type = "submit";
  row.appendChild(input); row.appendChild(button);
  form.appendChild(label); form.appendChild(row);
  var out = el("div", "out");
  out.setAttribute("aria-live", "polite");
  var by = el("p", "by");
  var byLink = el("a", "", tr("powered_by"));
  byLink.href = origin + (game ? "/jeux/" + encodeURIComponent(game) : "/") + (lang === "en" ? "?lang=en" : "");
  byLink.target = "_blank"; byLink.rel = "noopener";
  by.appendChild(byLink);
  box.appendChild(form); box.appendChild(out);
  // The position board, framed.
  var bb, fr, lastQ = "";
  function frSrc() {
    if (fr) fr.src = origin + "/embed/" + encodeURIComponent(game) + "?board=1&lang=" + lang + "&q=" + encodeURIComponent(lastQ);
  }
  if (game) {
    bb = el("button", "ghost", tr("board_open"));
    bb.onclick = function () {
      if (fr) { fr.remove(); fr = null; } else { fr = el("iframe"); fr.title = bb.textContent; bb.after(fr); frSrc(); }
      bb.setAttribute("aria-expanded", !!fr);
    };
    box.appendChild(bb);
    // The framed board says its height.
    window.addEventListener("message", function (event) {
      var said = event.data;
      if (!fr || event.source !== fr.contentWindow || event.origin !== origin) return;
      var h = said && said.arbitre === "height" && Math.round(said.height);
      if (h > 0) fr.style.height = Math.min(Math.max(h, 160), 2400) + "px";
    });
  }
  box.appendChild(by);
  root.appendChild(box);

  function post(path, body) {
    return fetch(origin + path, {
      method: "POST", mode: "cors", credentials: "omit",
      headers: {"Content-Type": "application/json", "Accept-Language": lang},
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (data) { return {ok: response.ok, data: data}; });
    });
  }

  function citation(c) {
    var frag = document.createDocumentFragment();
    var where = el("p", "where");
    where.appendChild(el("span", "page", c.page ? tr("page").replace("{page}", c.page) : c.section));
    if (c.page) where.appendChild(document.createTextNode(" · " + c.section));
    frag.appendChild(where);
    if (c.heading) frag.appendChild(el("p", "", c.heading));
    frag.appendChild(excerptBlocks(c.excerpt, c.quote));
    if (c.passage_id) {
      var p = el("p");
      var a = el("a", "", tr("see_rule"));
      a.href = origin + "/jeux/" + encodeURIComponent(c.game) + (lang === "en" ? "?lang=en" : "") +
        "#" + encodeURIComponent(c.passage_id);
      a.target = "_blank"; a.rel = "noopener";
      p.appendChild(a);
      frag.appendChild(p);
    }
    return frag;
  }

  function thumbs(data) {
    var bar = el("div", "fb");
    bar.appendChild(el("span", "", tr("feedback_question")));
    [[1, "vote_up"], [-1, "vote_down"]].forEach(function (v) {
      var b = el("button", "ghost", tr(v[1]));
      b.type = "button";
      b.addEventListener("click", function () {
        post("/api/feedback", {question: data.question, game: data.game, answer: data.answer,
                               verdict: data.verdict, vote: v[0], lang: lang})
          .then(function (reply) {
            // Thanks for a stored vote; a refused one says why.
            bar.replaceChildren(reply.ok ? el("span", "", tr("feedback_thanks"))
                                         : el("span", "err", String(reply.data.detail || tr("network_error"))));
          })
          .catch(function () { bar.replaceChildren(el("span", "err", tr("network_error"))); });
      });
      bar.appendChild(b);
    });
    return bar;
  }

  function render(data) {
    var frag = document.createDocumentFragment();
    frag.appendChild(el("p", "asked", tr("your_question") + " « " + data.question + " »"));
    if (data.verdict !== null && data.verdict !== undefined) {
      var v = el("p");
      v.appendChild(el("span", "verdict", {oui: tr("yes"), non: tr("no")}[data.verdict] || data.verdict));
      frag.appendChild(v);
    }
    frag.appendChild(el("p", "ans", data.answer));
    if (data.engine) {
      // The box says which rule decided and where it is written.
      var source = data.engine.source || {};
      var engine = el("p", "engine rule");
      engine.appendChild(el("b", "", data.engine.ambiguous ? tr("engine_ambiguous") : tr("engine")));
      var where = source.page ? tr("page").replace("{page}", source.page) : source.section || "";
      engine.appendChild(document.createTextNode(tr("engine_rule").replace("{where}", where) + " (" + data.engine.rule + ")"));
      frag.appendChild(engine);
    }
    var asked = (data.asks_for || "").replace(/\s+/g, " ").trim();
    if (asked && (data.answer || "").replace(/\s+/g, " ").indexOf(asked) === -1) {
      frag.appendChild(el("p", "", tr("asks_for") + " " + data.asks_for));
    }
    (data.citations || []).slice(0, 3).forEach(function (c) { frag.appendChild(citation(c)); });
    frag.appendChild(thumbs(data));
    out.replaceChildren(frag);
    if (data.engine && data.engine.check || data.asks_for) { lastQ = data.question; frSrc(); }
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var question = input.value.trim();
    if (!question) return;
    button.disabled = true;
    out.replaceChildren(el("p", "", tr("asking")));
    var body = {question: question, lang: lang};
    if (game) body.game = game;
    post("/api/ask", body)
      .then(function (result) {
        if (result.ok) { render(result.data); return; }
        out.replaceChildren(el("p", "err", typeof result.data.detail === "string" ? result.data.detail : tr("network_error")));
      })
      .catch(unreachable)
      .then(function () { button.disabled = false; });
  });

  /* CORS refusal or network failure: an opaque no-cors request tells them apart. */
  function unreachable() {
    return fetch(origin + "/healthz", {mode: "no-cors", credentials: "omit"})
      .then(function () { out.replaceChildren(el("p", "err", tr("origin_refused").replace("{origin}", location.origin))); },
            function () { out.replaceChildren(el("p", "err", tr("network_error"))); });
  }
})();
