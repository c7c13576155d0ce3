"""The content domain's five-call resources and who may use them.

Visitors read public sites, blocks, nodes and navigations; redirects and QR codes are
read by the storefront to resolve addresses, so anonymous callers read all of them.
Scenes carry no public flag and stay with staff. Employees read everything here; only
admins write.
"""

from __future__ import annotations

from domains.content import schemas
from domains.content.models import Block, Navigation, Node, QrCode, Redirect, Scene, Site
from domains.content.refs import check_content
from kernel import Filter, Policy, Resource

#: Readable by everyone, no draft state: the address itself is public.

RESOURCES = [
    Resource(
        name="sites",
        model=Site,
        create=schemas.SiteIn,
        out=schemas.SiteOut,
        before_save=check_content,
        policy=Policy(rules_of="sites", public=lambda: Site.is_public.is_(True)),
        filters={
            "path": Filter(Site.path),
            "type": Filter(Site.type),
            "name": Filter(Site.name, str, "like"),
        },
        unique=("path",),
        sort=("id", "path", "name", "title", "updatedAt"),
        default_sort="path",
    ),
    Resource(
        name="redirects",
        model=Redirect,
        create=schemas.RedirectIn,
        out=schemas.RedirectOut,
        policy=Policy(rules_of="redirects"),
        filters={"path": Filter(Redirect.path)},
        unique=("path",),
        sort=("id", "path"),
        default_sort="path",
    ),
    Resource(
        name="blocks",
        model=Block,
        create=schemas.BlockIn,
        out=schemas.BlockOut,
        before_save=check_content,
        policy=Policy(rules_of="blocks", public=lambda: Block.is_public.is_(True)),
        filters={"identifier": Filter(Block.identifier), "type": Filter(Block.type)},
        unique=("identifier",),
        sort=("id", "identifier", "name", "type"),
        default_sort="identifier",
    ),
    Resource(
        name="nodes",
        model=Node,
        create=schemas.NodeIn,
        out=schemas.NodeOut,
        before_save=check_content,
        policy=Policy(rules_of="nodes", public=lambda: Node.is_public.is_(True)),
        filters={"identifier": Filter(Node.identifier), "type": Filter(Node.type)},
        unique=("identifier",),
        sort=("id", "identifier", "type"),
        default_sort="identifier",
    ),
    Resource(
        name="navigations",
        model=Navigation,
        create=schemas.NavigationIn,
        out=schemas.NavigationOut,
        policy=Policy(rules_of="navigations", public=lambda: Navigation.is_public.is_(True)),
        filters={"identifier": Filter(Navigation.identifier)},
        unique=("identifier",),
        sort=("id", "identifier"),
        default_sort="identifier",
    ),
    Resource(
        name="qr-codes",
        model=QrCode,
        create=schemas.QrCodeIn,
        out=schemas.QrCodeOut,
        policy=Policy(rules_of="qr-codes"),
        filters={"path": Filter(QrCode.path)},
        unique=("path",),
        sort=("id", "path", "name"),
        default_sort="path",
    ),
    Resource(
        name="scenes",
        model=Scene,
        create=schemas.SceneIn,
        out=schemas.SceneOut,
        policy=Policy(rules_of="scenes"),
        filters={"path": Filter(Scene.path)},
        unique=("path",),
        sort=("id", "path", "name"),
        default_sort="path",
    ),
]
BY_NAME = {r.name: r for r in RESOURCES}
