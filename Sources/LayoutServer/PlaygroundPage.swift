/// The page `autolayout serve` serves: static HTML, CSS and a little JavaScript, with no build step and nothing
/// fetched from elsewhere. Pictures are shown as images (`data:` URLs), so nothing in a drawing can run; text
/// from the server is inserted as text, never as markup.
enum PlaygroundPage {
    /// The whole page.
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>autolayout</title>
        <style>
          :root { font-family: -apple-system, system-ui, sans-serif; color: #1c1c1e; background: #f2f2f7; }
          body { margin: 0; }
          header { display: flex; gap: 4px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #d1d1d6; }
          header h1 { font-size: 16px; margin: 0 16px 0 0; }
          header button { border: 0; background: none; padding: 6px 12px; border-radius: 6px; font-size: 14px; cursor: pointer; }
          header button[aria-selected="true"] { background: #007aff; color: #fff; }
          main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1.2fr); gap: 16px; padding: 16px; }
          section[hidden] { display: none; }
          textarea { width: 100%; box-sizing: border-box; min-height: 420px; font: 12px ui-monospace, Menlo, monospace; padding: 8px; border: 1px solid #c7c7cc; border-radius: 6px; }
          pre { white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; background: #fff; padding: 8px; border-radius: 6px; border: 1px solid #e5e5ea; }
          .controls { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; font-size: 13px; }
          .error { color: #c00; white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; }
          img.picture { max-width: 100%; background: #fff; border: 1px solid #e5e5ea; border-radius: 6px; }
          table { border-collapse: collapse; font: 12px ui-monospace, Menlo, monospace; background: #fff; }
          td, th { padding: 2px 8px; border-bottom: 1px solid #e5e5ea; text-align: right; }
          td:first-child, th:first-child, td:nth-child(2), th:nth-child(2) { text-align: left; }
          ul#problems li { white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; margin-bottom: 6px; }
          .status { color: #8e8e93; font-size: 12px; }
        </style>
        </head>
        <body>
        <header>
          <h1>autolayout</h1>
          <button id="tab-explain" role="tab" aria-selected="true">Explain a log</button>
          <button id="tab-playground" role="tab" aria-selected="false">Playground</button>
        </header>
        <section id="explain">
          <main>
            <div>
              <div class="controls"><button id="explain-button">Explain</button><span class="status" id="explain-status">Paste a console log that starts “Unable to simultaneously satisfy constraints.”</span></div>
              <textarea id="log" spellcheck="false" placeholder="Paste the console log here"></textarea>
            </div>
            <div>
              <div class="error" id="explain-error"></div>
              <pre id="explanation"></pre>
              <div id="explain-pictures"></div>
            </div>
          </main>
        </section>
        <section id="playground" hidden>
          <main>
            <div>
              <div class="controls">
                <label>Device <select id="device"><option value="">the file’s size</option></select></label>
                <label>or size <input id="size" size="9" placeholder="375x667"></label>
                <span class="status" id="layout-status"></span>
              </div>
              <textarea id="layout" spellcheck="false"></textarea>
            </div>
            <div>
              <div class="error" id="layout-error"></div>
              <img class="picture" id="picture" alt="the laid-out views">
              <h3>Frames</h3>
              <table id="frames"><thead><tr><th>name</th><th>parent</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead><tbody></tbody></table>
              <h3>Problems</h3>
              <ul id="problems"></ul>
            </div>
          </main>
        </section>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const example = [
          "# A .layout file: views, then Visual Format Language lines or equations.",
          "size 375x667",
          "view card",
          "H:|-20-[card]-20-|",
          "V:|-40-[card(120)]",
          "view title 120x21 in card",
          "H:|-[title]",
          "V:|-[title]",
          "view image in card",
          "image.width == image.height",
          "H:[title]-(>=8)-[image]-|",
          "V:|-[image]-|",
        ].join("\n");

        function showTab(name) {
          for (const tab of ["explain", "playground"]) {
            $(tab).hidden = tab !== name;
            $("tab-" + tab).setAttribute("aria-selected", String(tab === name));
          }
          saveState();
        }
        $("tab-explain").onclick = () => showTab("explain");
        $("tab-playground").onclick = () => showTab("playground");

        function picture(svg) {
          const img = document.createElement("img");
          img.className = "picture";
          img.alt = "the views of the log";
          img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
          return img;
        }

        async function post(path, text) {
          const response = await fetch(path, { method: "POST", body: text, headers: { "Content-Type": "text/plain; charset=utf-8" } });
          const body = await response.json().catch(() => ({ error: "the server answered " + response.status }));
          if (!response.ok && !body.error) body.error = "the server answered " + response.status;
          return body;
        }

        function debounce(fn, ms) {
          let timer;
          return () => { clearTimeout(timer); timer = setTimeout(fn, ms); };
        }

        // Explain
        let explainSerial = 0;
        async function explain() {
          const serial = ++explainSerial;
          const text = $("log").value;
          if (!text.trim()) return;
          $("explain-status").textContent = "explaining…";
          const body = await post("/api/explain", text).catch((e) => ({ error: String(e) }));
          if (serial !== explainSerial) return;
          $("explain-error").textContent = body.error || "";
          $("explanation").textContent = body.text || "";
          $("explain-pictures").replaceChildren(...(body.svgs || []).map(picture));
          $("explain-status").textContent = body.error ? "" : "explained";
        }
        $("explain-button").onclick = explain;
        $("log").addEventListener("input", debounce(explain, 400));

        // Playground
        let layoutSerial = 0;
        async function layout() {
          const serial = ++layoutSerial;
          const size = $("size").value.trim() || $("device").value;
          const path = "/api/layout" + (size ? "?size=" + encodeURIComponent(size) : "");
          $("layout-status").textContent = "laying out…";
          const body = await post(path, $("layout").value).catch((e) => ({ error: String(e) }));
          if (serial !== layoutSerial) return;
          const problems = body.problems || [];
          const fileError = problems.find((p) => p.kind === "error");
          $("layout-error").textContent = body.error || (fileError ? (fileError.line ? "line " + fileError.line + ", column " + fileError.column + ": " : "") + fileError.message : "");
          if (body.svg) { $("picture").src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(body.svg); $("picture").hidden = false; }
          else { $("picture").hidden = true; }
          const rows = (body.frames || []).map((f) => {
            const tr = document.createElement("tr");
            tr.dataset.name = f.name;
            for (const v of [f.name, f.parent, f.x, f.y, f.width, f.height]) {
              const td = document.createElement("td");
              td.textContent = typeof v === "number" ? String(Math.round(v * 1000) / 1000) : v;
              tr.appendChild(td);
            }
            return tr;
          });
          $("frames").tBodies[0].replaceChildren(...rows);
          $("problems").replaceChildren(...problems.filter((p) => p.kind !== "error").map((p) => {
            const li = document.createElement("li");
            li.className = p.kind;
            li.textContent = p.message;
            return li;
          }));
          $("layout-status").textContent = body.error ? "" : (body.width + "×" + body.height + (problems.length ? ", " + problems.length + " problem(s)" : ", no problems"));
          saveState();
        }
        const layoutSoon = debounce(layout, 250);
        $("layout").addEventListener("input", layoutSoon);
        $("size").addEventListener("input", layoutSoon);
        $("device").addEventListener("change", () => { $("size").value = ""; layout(); });

        // The page's state lives in its address, so that a layout can be shared as a link.
        function saveState() {
          const tab = $("playground").hidden ? "explain" : "playground";
          const params = new URLSearchParams({ tab });
          if (tab === "playground") {
            params.set("layout", $("layout").value);
            if ($("size").value.trim()) params.set("size", $("size").value.trim());
            else if ($("device").value) params.set("device", $("device").value);
          }
          history.replaceState(null, "", "#" + params.toString());
        }

        async function start() {
          const devices = await fetch("/api/devices").then((r) => r.json()).catch(() => []);
          for (const d of devices) {
            const option = document.createElement("option");
            option.value = d.name;
            option.textContent = d.name + " (" + d.width + "×" + d.height + ")";
            $("device").appendChild(option);
          }
          const params = new URLSearchParams(location.hash.slice(1));
          $("layout").value = params.get("layout") ?? example;
          if (params.get("size")) $("size").value = params.get("size");
          if (params.get("device")) $("device").value = params.get("device");
          showTab(params.get("tab") === "playground" ? "playground" : "explain");
          await layout();
          if (params.get("tab") !== "playground") saveState();
        }
        start();
        </script>
        </body>
        </html>
        """#
}
