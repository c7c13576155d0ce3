"""The plugin contract: every hook a Tresen plugin can implement.

A plugin is a module (or any object) whose functions are marked with ``@hookimpl``
(``from kernel import hookimpl``) and which is named in the ``tresen.plugins`` entry-point
group. The kernel's own domains are plugins of exactly the same kind (``domains``),
registered first and always on.

How the kernel calls hooks (unlike plain pluggy):

* **Declaration hooks** (``tresen_manifest``, ``tresen_config_fields``, ``tresen_routes``,
  ``tresen_scheduled_jobs``, ``tresen_live_topics`` …) are called once at start for every
  *installed* plugin, enabled or not: installed is not enabled. What they declare is
  then gated at run time.
* **Run-time hooks** are called only on *enabled* plugins, one implementation after the
  other in pluggy's order (last registered first, ``tryfirst``/``trylast`` honoured).
  An implementation may be ``async``; the kernel awaits it. Each implementation gets
  ``Settings.hook_timeout`` seconds; one that raises or runs over is logged with the
  plugin's id, counted in its health (``GET /api/plugins``) and skipped, and the other
  plugins still run. A run-time hook must not block the event loop.
* Arguments are passed by name; an implementation may accept any subset of them.
* Hooks that collect return a list of the non-``None`` results.

A unit may own hooks too, for the units that build on it (the payments plugin's
``tresen_payment_providers``, a domain's hooks in its ``hookspecs.py``): it names a module
of ``pluggy.HookspecMarker("tresen")`` specs as ``TRESEN_HOOKSPECS`` in its package; the
kernel adds them when it installs that unit (implementations registered before are
checked then) and calls them like its own (``PluginRegistry.declared`` / ``call``).
docs/plugin-reference.md lists them under their unit.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from aiohttp import web
    from pydantic import BaseModel

    from kernel.auth.models import User
    from kernel.entities import Resource
    from kernel.live import LiveTopic
    from kernel.manifest import Manifest
    from kernel.scheduler import Job
    from kernel.web.head import DocumentHead
    from kernel.web.paths import PathMatch

hookspec = pluggy.HookspecMarker("tresen")
#: Called once at start on every installed plugin; all other hooks only on enabled ones
#: (a unit's ``hookspecs.py`` names its own the same way, for docs/plugin-reference.md).
DECLARATION_HOOKS = frozenset(
    {
        "tresen_manifest",
        "tresen_config_fields",
        "tresen_routes",
        "tresen_entities",
        "tresen_roles",
        "tresen_scheduled_jobs",
        "tresen_live_topics",
    }
)
#: Mark a plugin function as the implementation of the hook of the same name.
hookimpl = pluggy.HookimplMarker("tresen")


# ---------------------------------------------------------------------------- declaration


@hookspec
def tresen_manifest() -> Manifest:  # type: ignore[empty-body]
    """Return this plugin's :class:`kernel.Manifest`. Required of every plugin.

    Called once at start. The manifest is validated before the app serves anything: the
    ``id`` must equal the plugin's package (folder) name, ``kernel`` must admit this kernel,
    every id in ``requires`` must be installed, every slot in ``slots`` must be a known UI
    slot, and ``ui`` (if any) must be ``plugin_<id>`` at ``/plugins/<id>/remoteEntry.js``.
    A plugin with ``flags`` is enabled while any of those configuration flags is true; the
    kernel adds each flag to the configuration document as a boolean (default false, true
    for a ``default_on`` manifest: a feature on until a configuration turns it off).
    """


@hookspec
def tresen_config_fields() -> type[BaseModel] | None:
    """Return a pydantic model whose fields this plugin adds to the configuration document.

    Called once at start. Every field needs a default. Field names are the document's keys
    (camelCase, as the spec names them) and must not collide with another owner's fields.
    Fields are public (``GET /api/config`` shows them to everyone) unless marked secret with
    ``Field(..., json_schema_extra={"secret": True})``, which only admins read.
    Flags from the manifest are added by the kernel; do not repeat them here.
    """


@hookspec
def tresen_routes() -> Iterable[web.RouteDef] | None:
    """Return the HTTP routes this plugin owns (a :class:`kernel.Routes` table).

    Called once at start. Routes keep the spec's paths (``/api/donatees`` belongs to the
    donations plugin). The kernel records the owner of every (method, path) and refuses to
    start when two plugins claim the same one. While the owner is disabled each of its
    routes answers 404 exactly like a path that does not exist. Declare request and response
    models on the route (``Routes.get(path, response=…, body=…, query=…)``) so that
    ``/api/openapi.json`` describes it.
    """


@hookspec
def tresen_entities() -> Iterable[Resource] | None:
    """Return the five-call resources this plugin owns (:class:`kernel.Resource`).

    Called once at start. Each resource becomes ``GET/POST /api/<name>`` and
    ``GET/PUT/DELETE /api/<name>/{id}``, owned (and gated) like the plugin's own routes.
    The resource's :class:`kernel.Policy` decides who may list, read, create, update and
    delete; request schemas (subclasses of :class:`kernel.Schema`) must name only the
    fields a client may set, so ids, timestamps and computed values are refused with a 422.
    A resource's ``before_save(caller, session, current_or_None, values)`` checks or adjusts
    the validated values inside the transaction (raise :class:`kernel.ApiError`);
    ``caller`` is a :class:`kernel.Caller` (the app, the user, their session), never a
    request. The routes call the services ``Resource.save(caller, id_or_None, data)`` and
    ``Resource.delete(caller, id)``; a job or the CLI calls them the same way.
    """


@hookspec
def tresen_roles() -> Mapping[str, str] | None:
    """Return the roles this plugin contributes: role name (``ROLE_…``) → German label.

    Called at start and whenever users are saved: only contributed roles can be given to
    a user. The kernel contributes ``ROLE_ADMIN`` (everything) and ``ROLE_EMPLOYEE``
    (objects of the user's branches, read access to catalogue data). A plugin checks its
    own roles in its handlers (``"ROLE_SIGNAGE" in user.roles``).
    """


@hookspec
def tresen_scheduled_jobs() -> Iterable[Job] | None:
    """Return the periodic jobs this plugin runs (:class:`kernel.Job`).

    Called once at start. Jobs run on one leader process only. While the plugin is disabled
    its jobs are skipped (not even called). A job that raises or exceeds its time budget is
    logged with the plugin's id and runs again at its next time.
    """


@hookspec
def tresen_live_topics() -> Iterable[LiveTopic] | None:
    """Return the event bus topics this plugin's changes are pushed on to open back offices
    (``GET /api/live``), each a :class:`kernel.LiveTopic`.

    Called once at start. ``LiveTopic(name, event, visible)``: the bus topic the plugin
    publishes on (``EVENTS.publish(session, name, payload)`` inside the write's
    transaction, so every worker hears it when it commits), the SSE event name clients
    listen for, and ``visible(viewer, payload)``, which decides per open stream whether its
    :class:`kernel.Viewer` (admin, branches, staff) may see the payload. Payloads are sent
    unchanged while the plugin is enabled; keep them small and free of personal data. A
    topic name may be declared once; ``ready``, ``resync`` and ``plugins`` are the kernel's.
    """


@hookspec
def tresen_demo_data() -> Mapping[str, Callable[[web.Application], Awaitable[list[str]]]] | None:
    """Return demo businesses this plugin loads: name → loader (``tresen demo --site name``).

    Called once by ``tresen demo``. The loader gets the started app (no server, no
    scheduler), writes through the services like the back office would, must be idempotent
    (a second run changes nothing) and returns the lines the command prints.
    """


# ---------------------------------------------------------------------------- run time


@hookspec
def tresen_init_collections(
    request: web.Request, user: User | None
) -> Mapping[str, list[Any]] | None:
    """Contribute collections to the page bootstrap (``GET /api/init``, embedded in every
    document): small data the first paint needs.

    Return a mapping from the collection's own list URL (``"/api/donatees"``) to the records
    ``user``'s audience may see: anonymous callers (``user`` None) get public, enabled
    records only. The answer is cached and shared per audience, so ``user`` is a stand-in
    without identity (no id, name or e-mail) holding the caller's roles and branches, and
    ``request`` is only the first caller's: never return anything of one person. Called when
    an audience's bootstrap is built (after a resource or configuration write, on every
    worker, or after 30 s), on enabled plugins only. Records written through a
    :class:`kernel.Resource` drop the cache by themselves; data changed otherwise is seen
    within 30 s.
    """


@hookspec
def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    """Refine the server-rendered ``<head>`` of the front-end page at ``path``.

    Called for every HTML document the kernel serves (``/``, ``/store/…``, ``/site/…``,
    ``/status/…``, generic content paths, ``/backend…``), on enabled plugins only, after the
    kernel has filled ``head`` (a :class:`kernel.web.head.DocumentHead`) from the
    configuration and its own page kinds (checkout 'Bestellvorgang - …', status
    'Bestellstatus - …'). Change ``head`` in place for the pages you own and leave the
    others alone; return nothing. ``head.set_page(name, description)`` applies the spec's
    'name - base title' rule; ``head.set_image(url)`` sets the sharing image;
    ``head.preload(url, answer)`` embeds an API answer the page needs for its first paint;
    ``head.link(rel, href, **attributes)`` adds a ``<link>`` (the ``pwa`` plugin's web app
    manifest and touch icon), so an element exists only while its plugin is enabled;
    ``head.allow(directive, *sources)`` admits sources in the document's content security
    policy (the ``measuring`` plugin adds the tag's and the pixel's script origins only
    while their ids are configured). Only show what an anonymous visitor may see (public,
    enabled records): the head is public, and the document is cached per path for every
    audience (dropped like the bootstrap, see ``tresen_init_collections``).
    """


@hookspec
def tresen_resolve_path(request: web.Request, path: str) -> PathMatch | None:
    """Claim a front-end path that no route matches (``/ueber-uns``, ``/unser-holz/eiche``,
    ``/alt.html``), or leave it to others (return None).

    Return ``PathMatch.page()`` when the shell shows a page of yours there (the document is
    answered 200), or ``PathMatch.redirect(location, status)`` to send the visitor on
    (a redirect, a QR code). Called on enabled plugins only, for GET requests to the
    catch-all route, before the document is built; the first redirect wins, else any page.
    A path that no plugin claims answers 404 with the shell's not-found page, so a page
    your plugin's UI renders at its own path must be claimed here. Only claim what an
    anonymous visitor may see (public records): the document is cached per path.
    """
