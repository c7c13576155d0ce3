"""Bytes of JavaScript the storefront downloads, as the kernel serves them (gzip).

    .venv/bin/python bench/bundle.py [--build] [--json] [--npm]
    .venv/bin/python bench/bundle.py --visit http://127.0.0.1:8080/store/wien …

``--visit`` is the budgets' measure: a first-time visitor's Chromium (no cookies, no cache,
phone and desktop) opens each page of a running server, and every script and stylesheet it
requests until the network is idle counts with its bytes on the wire, file by file
(``first_visit``; tests/e2e/test_bundle_budget.py uses the same function). The figures
below come from the asset manifest: what the build expects a page to load.

* storefront: the scripts the HTML document loads with every plugin off (its ``<script>``
  and ``<link rel="preload">`` list, taken from the shell's asset manifest exactly as
  ``kernel.web.document`` does);
* pages: a first visit to each storefront page with every plugin off: the start-up plus
  the page's own chunks (asset manifest ``adds``: its chunk group and the shared modules
  only it needs). The largest of home, branch, status and site is the storefront's
  first-visit figure (budget 125 KB gzip); the checkout is the second step of an order
  and is reported as what it adds; a content site's page of spec 002 (blocks, the web
  shop's header buttons) has its own budget (140 KB gzip);
* backend: what a staff member's ``/backend`` adds (the lazy ``backend`` chunk);
* per plugin: what enabling it adds for a visitor (``remoteEntry.js`` and its chunks).

Sizes are the bodies ``kernel.web.static`` sends to a client that accepts gzip (it
compresses each file once, at level 9). ``--npm`` also prints ui-shell's own measurement
(``npm run size``, gzip level 6) for comparison; ``--build`` builds the UI first.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from aiohttp import web  # noqa: E402

from kernel.web import static  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Browser


def served(path: Path) -> tuple[int, int]:
    """(raw bytes, bytes on the wire with gzip) of one file as the kernel serves it."""
    f = static.StaticFile.read(path, (0, 0))
    return len(f.body), len(f.gzipped if f.gzipped is not None else f.body)


def measure(dist: Path, names: list[str]) -> dict[str, Any]:
    raw = wire = 0
    for name in names:
        r, w = served(dist / name)
        raw += r
        wire += w
    return {"files": names, "bytes": raw, "gzip": wire}


def storefront() -> dict[str, Any]:
    app = web.Application()
    app[static.STATIC] = static.StaticFiles()
    scripts, preload = asyncio.run(static.shell_scripts(app))
    if not scripts or not (static.SHELL_DIST / "asset-manifest.json").exists():
        raise SystemExit("ui-shell/shell/dist is not built: run with --build")
    names = [url.rsplit("/", 1)[-1] for url in [*scripts, *preload]]
    return measure(static.SHELL_DIST, names)


CONTENT_SITE = "content site (002 blocks)"
#: Storefront pages and the chunks a first visit loads (the home page shows site content).
PAGES = {
    "home (/)": ("home", "site"),
    "branch (/store/…)": ("branch",),
    "status (/status/…)": ("status",),
    "site (/site/…, /kontakt)": ("site", "contact"),
    # A page of a content site of 002 (the wood demo): its blocks and the header's search
    # and cart. Its own budget: a content page renders 24 block types, an order page none.
    CONTENT_SITE: ("site", "site-blocks", "header-tools"),
}
BUDGET_KB = 125
CONTENT_SITE_BUDGET_KB = 140


def pages(front: dict[str, Any]) -> dict[str, dict[str, Any]]:
    assets = json.loads((static.SHELL_DIST / "asset-manifest.json").read_text())
    adds = assets.get("adds") or {}
    result = {}
    for page, chunks in PAGES.items():
        names = sorted({n for chunk in chunks for n in adds.get(chunk, [])})
        extra = measure(static.SHELL_DIST, names)
        result[page] = {
            "files": front["files"] + names,
            "bytes": front["bytes"] + extra["bytes"],
            "gzip": front["gzip"] + extra["gzip"],
        }
    result["+ checkout (second step)"] = measure(static.SHELL_DIST, adds.get("checkout", []))
    return result


def backend() -> dict[str, Any]:
    assets = json.loads((static.SHELL_DIST / "asset-manifest.json").read_text())
    # its chunk group with the libraries only it needs (react-admin, MUI), else the chunk
    names = (assets.get("adds") or {}).get("backend") or (assets.get("chunks") or {}).get("backend")
    return measure(static.SHELL_DIST, list(names or []))


def plugins() -> dict[str, dict[str, Any]]:
    result = {}
    for dist in sorted(ROOT.glob("plugins/*/ui/dist")):
        if not (dist / "remoteEntry.js").exists():
            continue
        assets = json.loads((dist / "asset-manifest.json").read_text())
        names = [n for n in assets.get("preload") or assets.get("files") or [] if n.endswith(".js")]
        names = ["remoteEntry.js", *(n for n in names if n != "remoteEntry.js")]
        result[dist.parents[1].name] = measure(dist, names)
    return result


#: The screens a first visit is measured on: the header loads its desktop menu on wide ones.
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


def first_visit(browser: Browser, url: str, viewport: dict[str, int]) -> dict[str, int]:
    """What a first-time visitor's Chromium requests for ``url``: every script and
    stylesheet of the page load until the network is idle, as ``{file: bytes}``, the
    bytes being the response body on the wire (gzip as the kernel sends it). A fresh
    context: no cookies (so no cookie consent), no cache. This is the budget's measure;
    the asset manifest only says what the build expects a page to load."""
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    try:
        page = context.new_page()
        responses = []
        page.on(
            "response",
            lambda r: (
                responses.append(r) if r.request.resource_type in ("script", "stylesheet") else None
            ),
        )
        page.goto(url, wait_until="networkidle")
        page.wait_for_function("() => window.__TRESEN__ && window.__TRESEN__.ready === true")
        page.wait_for_load_state("networkidle")
        return {r.url.rsplit("/", 1)[-1]: r.request.sizes()["responseBodySize"] for r in responses}
    finally:
        context.close()


def visit_table(visits: dict[str, dict[str, int]]) -> str:
    """The visits measured by ``first_visit``, file by file, for a report or a failure."""
    lines = []
    for name, files in visits.items():
        lines.append(f"{name}: {len(files)} files, {sum(files.values()):,} B")
        lines.extend(f"  {size:>9,} B  {file}" for file, size in sorted(files.items()))
    return "\n".join(lines)


def visited(urls: list[str]) -> dict[str, dict[str, int]]:
    """``first_visit`` of each URL on each screen, in Debian's Chromium."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            return {
                f"{url} ({screen})": first_visit(browser, url, viewport)
                for url in urls
                for screen, viewport in VIEWPORTS.items()
            }
        finally:
            browser.close()


def kb(n: int) -> str:
    return f"{n / 1024:.1f} KB"


def measured() -> dict[str, Any]:
    """Every figure above, and whether the first visits are within their budgets."""
    front = storefront()
    report: dict[str, Any] = {
        "storefront": front,
        "pages": pages(front),
        "backend": backend(),
        "plugins": plugins(),
    }
    first_visits = [
        p["gzip"]
        for name, p in report["pages"].items()
        if not name.startswith("+") and name != CONTENT_SITE
    ]
    report["firstVisitMax"] = max(first_visits)
    report["withinBudget"] = report["firstVisitMax"] <= BUDGET_KB * 1024
    # With any plugin on, the shell also loads its plugin loader (the "plugins" chunk).
    assets = json.loads((static.SHELL_DIST / "asset-manifest.json").read_text())
    loader = measure(static.SHELL_DIST, (assets.get("adds") or {}).get("plugins", []))
    report["pluginLoader"] = loader
    report["allPluginsOn"] = (
        report["storefront"]["gzip"]
        + loader["gzip"]
        + sum(p["gzip"] for p in report["plugins"].values())
    )
    site = report["pages"][CONTENT_SITE]["gzip"]
    report["contentSite"] = site
    report["contentSiteWithinBudget"] = site <= CONTENT_SITE_BUDGET_KB * 1024
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", action="store_true", help="build the UI first")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--npm", action="store_true", help="also run ui-shell's size script")
    parser.add_argument(
        "--visit",
        nargs="+",
        metavar="URL",
        help="measure a first visit to these pages of a running server in Chromium (the "
        "budget's measure: what the browser requests), file by file, phone and desktop",
    )
    args = parser.parse_args()
    if args.build:
        for cmd in (["install", "--no-audit", "--no-fund"], ["run", "build"]):
            subprocess.run(["npm", "--prefix", "ui-shell", *cmd], cwd=ROOT, check=True)
    if args.visit:
        print(visit_table(visited(args.visit)))
        return
    report = measured()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        front = report["storefront"]
        print(f"{'what':<28}{'files':>6}{'raw':>12}{'gzip':>12}")
        print(
            f"{'storefront, plugins off':<28}{len(front['files']):>6}"
            f"{kb(front['bytes']):>12}{kb(front['gzip']):>12}"
        )
        for name, page in report["pages"].items():
            print(
                f"{'  ' + name:<28}{len(page['files']):>6}"
                f"{kb(page['bytes']):>12}{kb(page['gzip']):>12}"
            )
        verdict = "within" if report["withinBudget"] else "OVER"
        print(f"largest first visit {kb(report['firstVisitMax'])}: {verdict} {BUDGET_KB} KB")
        verdict = "within" if report["contentSiteWithinBudget"] else "OVER"
        print(
            f"content site page {kb(report['contentSite'])}: {verdict} {CONTENT_SITE_BUDGET_KB} KB"
        )
        back, loader = report["backend"], report["pluginLoader"]
        print(
            f"{'+ /backend (staff)':<28}{len(back['files']):>6}"
            f"{kb(back['bytes']):>12}{kb(back['gzip']):>12}"
        )
        print(
            f"{'+ plugin loader (any plugin)':<28}{len(loader['files']):>6}"
            f"{kb(loader['bytes']):>12}{kb(loader['gzip']):>12}"
        )
        for name, p in report["plugins"].items():
            print(
                f"{'+ plugin ' + name:<28}{len(p['files']):>6}"
                f"{kb(p['bytes']):>12}{kb(p['gzip']):>12}"
            )
        print(f"{'storefront, all plugins on':<28}{'':>6}{'':>12}{kb(report['allPluginsOn']):>12}")
    if args.npm:
        subprocess.run(["npm", "--prefix", "ui-shell", "run", "--silent", "size"], cwd=ROOT)


if __name__ == "__main__":
    main()
