"""Who is asking, and under which name: trusted proxies, allowed hosts, allowed origins.

Behind a reverse proxy the peer is the proxy: its ``X-Forwarded-For/-Proto/-Host`` name the
client, the scheme and the host. Those headers are believed only from the configured
``TRESEN_TRUSTED_PROXIES`` (parsed by aiohttp-remotes); from anybody else they are
ignored. The Host that results must be one of ``TRESEN_ALLOWED_HOSTS``, as Django's
``ALLOWED_HOSTS``. No absolute URL is ever built from it: they all start with
``TRESEN_PUBLIC_URL``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from ipaddress import ip_address

from aiohttp import web
from aiohttp.typedefs import Middleware
from aiohttp_remotes import XForwardedFiltered
from aiohttp_remotes.exceptions import IPAddress, IPNetwork, UntrustedIP
from aiohttp_remotes.utils import check_ip, parse_trusted_element

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.settings import SETTINGS

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
#: Answered under any Host: load balancers probe by address.
HEALTH_PATHS = frozenset({"/healthz", "/readyz"})


def forwarded_middleware(proxies: tuple[str, ...]) -> Middleware:
    """Apply ``X-Forwarded-*`` (through aiohttp-remotes) when the peer is a trusted proxy.

    aiohttp-remotes' filtered mode walks the chain from the right past trusted hops but
    would believe the headers from any peer; the peer check here closes that.
    """
    trusted = parse_trusted_element(proxies)
    filtered = XForwardedFiltered(proxies) if proxies else None

    @web.middleware
    async def forwarded(request: web.Request, handler: Handler) -> web.StreamResponse:
        if filtered is not None and _is_trusted(request, trusted):
            return await filtered.middleware(request, handler)
        return await handler(request)

    return forwarded


def _is_trusted(request: web.Request, trusted: list[IPAddress | IPNetwork]) -> bool:
    peer = request.transport.get_extra_info("peername") if request.transport else None
    if not peer:
        return False
    try:
        check_ip(trusted, ip_address(peer[0]))
    except (UntrustedIP, ValueError):
        return False
    return True


def host_name(host: str) -> str:
    """The name of a Host header without port or IPv6 brackets, lower case."""
    host = host.strip().lower().rstrip(".")
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


@web.middleware
async def allowed_hosts(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Refuse a Host that is not ours (400), before any handler can look at it."""
    names = request.app[SETTINGS].host_names
    exempt = "*" in names or request.path in HEALTH_PATHS
    if not exempt and host_name(request.host) not in names:
        raise ApiError(400, msg.UNKNOWN_HOST)
    return await handler(request)


def origin_allowed(request: web.Request, origin: str) -> bool:
    """A browser's ``Origin`` is ours: scheme, host and port of the public URL, or of this
    request as the (trusted) proxy and the allowed Host name it. When the public URL is
    https the scheme is https whatever reached us (a proxy may forward only the Host)."""
    settings = request.app[SETTINGS]
    origin = origin.lower().rstrip("/")
    scheme = "https" if settings.is_https else request.scheme
    own = f"{scheme}://{request.host}".lower()
    return origin in (settings.public_origin, own)
