"""Built-in plugin ``shop_head``: the web shop's pages in their first HTML (issue 15
"Findable", 002 §2.5, §2.6).

Crawlers and link previews read a product or catalogue page without running JavaScript:
this module's ``tresen_document_head`` hook fills the head (title,
description, canonical URL with the right slug, sharing image) and ``body_html`` from the
same data the shell renders — the shop catalogue (:func:`domains.catalog.shop.build`:
public, enabled products) in the shell's order (weight descending, one product per
``merge_number``, 12 per page), prices computed by the server's pricing engine
(:func:`domains.catalog.pricing.engine.price_cart`, as ``POST /api/orders/price`` does),
and the escaping and link helpers of the content domain (``domains.content.api``). A
product page also carries schema.org ``Product`` JSON-LD with its offer.

The document cache drops these pages on every resource write (products, categories,
images, nodes), like every other document. A plugin of its own (entry point
``shop_head``), requiring the catalogue and the content domain whose helpers it uses.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

import orjson
from aiohttp import web
from markupsafe import Markup
from pydantic import TypeAdapter, ValidationError

from domains.catalog.pricing.engine import price_cart
from domains.catalog.pricing.errors import PricingError
from domains.catalog.pricing.inputs import CartItem, PricingProduct
from domains.catalog.pricing.product import pricing_input
from domains.catalog.product_schemas import (
    BooleanClass,
    DateClass,
    NumberClass,
    ProductClass,
    SelectClass,
)
from domains.catalog.shop import CATEGORY_PATH, PRODUCT_PATH, shop_entry
from domains.content.api import anchor, category_href, plain_text, product_href
from domains.content.api import main_categories as content_main_categories
from kernel import (
    DB,
    KERNEL_VERSION,
    DocumentHead,
    Manifest,
    format_currency_de,
    format_fixed_de,
    format_number_de,
    hookimpl,
)

#: The shell's texts (ui-shell shop/texts.ts, texts.ts).
PRODUCTS = "Produkte"
HOME = "Home"
SHOP = "Shop"
BREADCRUMBS = "Brotkrumen"
VARIANTS = "Varianten"
CLASSES = "Eigenschaften"
LINKED = "Passende Produkte"
INCL_TAX = "inkl. MwSt."
PRICE_ON_REQUEST = "Preis auf Anfrage"
EMPTY = "Zu dieser Auswahl wurden keine Produkte gefunden."
CATEGORIES = "Kategorien"
ALL_PRODUCTS = "Alle Produkte"
#: 002 §9: the calculation model's short name (none for 'fixed').
MODEL_SHORT = {"approximate": "ca.", "minimum": "ab"}
PAGE_SIZE = 12
DESCRIPTION_LENGTH = 160
#: The sharing image's size variant (domains/media/variants.py).
SHARE_SIZE = "medium"
_CLASSES: TypeAdapter[list[Any]] = TypeAdapter(list[ProductClass])


def product_path(product: dict[str, Any]) -> str:
    return product_href(product["id"], str(product["name"]))


def category_path(category: dict[str, Any]) -> str:
    return category_href(category["id"], str(category["name"]))


def shorten(text: str, limit: int = DESCRIPTION_LENGTH) -> str:
    """Plain text cut at a word before ``limit`` characters, with '…'."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:.-")
    return cut + "…"


def in_category(product: dict[str, Any], category_id: int) -> bool:
    if (product.get("category") or {}).get("id") == category_id:
        return True
    content = product.get("content") or {}
    return any(
        isinstance(c, dict) and (c.get("value") or {}).get("id") == category_id
        for c in content.get("categories") or []
    )


def _weight(product: dict[str, Any]) -> float:
    return _number((product.get("content") or {}).get("weight"))


def catalog_list(
    products: Iterable[dict[str, Any]], category_id: int | None
) -> list[dict[str, Any]]:
    """002 §9 as the shell's ``catalogList``: weight descending (then id), one product per
    ``merge_number``, only the category's when given."""
    seen: set[str] = set()
    listed = []
    chosen = [p for p in products if category_id is None or in_category(p, category_id)]
    for product in sorted(chosen, key=lambda p: (-_weight(p), p["id"])):
        merge = (product.get("content") or {}).get("merge_number")
        if merge:
            if merge in seen:
                continue
            seen.add(merge)
        listed.append(product)
    return listed


def _model(product: dict[str, Any]) -> str:
    short = MODEL_SHORT.get(str(product.get("calculationModel") or "fixed"), "")
    return f"{short} " if short else ""


def price_label(product: dict[str, Any], gross: Decimal | None = None) -> str:
    """The price as the page shows it: model short name and de-DE currency (the product's
    base price, or ``gross`` computed for the page's first amount)."""
    if product.get("isPriceHidden"):
        return PRICE_ON_REQUEST
    value = Decimal(str(product["price"])) if gross is None else gross
    return _model(product) + format_currency_de(value)


def first_price(product: dict[str, Any]) -> tuple[Decimal, Decimal] | None:
    """(amount, gross) of the product page's first price: its default amount in the base
    unit without options, priced by the server's engine as ``POST /api/orders/price``
    (takeaway); None when that needs choices first (the page shows no price then)."""
    if product.get("isPriceHidden"):
        return None
    amount = initial_amount(product)
    try:
        priced = PricingProduct.from_dict(pricing_input(product))
        result = price_cart({product["id"]: priced}, [CartItem(product["id"], amount)], "takeaway")
    except (PricingError, ValueError, KeyError, TypeError):
        return None
    return amount, result.gross


def _decimal(value: Any) -> Decimal | None:
    if value is None or value == "":
        return None
    try:
        return Decimal(str(value))
    except ArithmeticError:
        return None


def initial_amount(product: dict[str, Any]) -> Decimal:
    """The shell's ``quantityRules(product, null).initial``."""
    step = _decimal(product.get("quantityStepSize")) or Decimal(1)
    low = _decimal(product.get("minimumQuantity")) or step
    high = max(_decimal(product.get("maximumQuantity")) or Decimal(99), low)
    wanted = _decimal(product.get("defaultQuantity")) or low
    return min(max(wanted, low), high)


def class_text(item: Any) -> str:
    """A class's value as the field renderer writes it (German numbers, 'Ja'/'Nein')."""
    match item:
        case NumberClass():
            value = Decimal(str(item.value))
            if item.decimals is not None:
                value = value.quantize(Decimal(1).scaleb(-item.decimals))
                text = format_number_de(value) if item.decimals == 0 else format_fixed_de(value)
            else:
                text = format_number_de(round(value, 3))
            return f"{text} {item.unit}".strip()
        case SelectClass():
            label = next((o.label for o in item.options if o.value == item.value), "")
            return label or item.value
        case BooleanClass():
            return "Ja" if item.value else "Nein"
        case DateClass():
            day: dt.date = item.value
            return day.strftime("%d.%m.%Y")
    return str(item.value)


def classes_of(product: dict[str, Any]) -> list[tuple[str, str]]:
    try:
        items = _CLASSES.validate_python((product.get("content") or {}).get("classes") or [])
    except ValidationError:
        return []
    return [(item.label, class_text(item)) for item in items]


def _crumbs(items: list[tuple[str, str]]) -> Markup:
    return Markup('<nav aria-label="{}"><ol>{}</ol></nav>').format(
        BREADCRUMBS,
        Markup("").join(Markup("<li>{}</li>").format(anchor(href, label)) for label, href in items),
    )


def _card(product: dict[str, Any]) -> Markup:
    return Markup("<li>{} {}</li>").format(
        anchor(product_path(product), str(product["name"])), price_label(product)
    )


def _list(products: list[dict[str, Any]]) -> Markup:
    return Markup("<ul>{}</ul>").format(Markup("").join(_card(p) for p in products))


def _image_url(image: dict[str, Any], size: str) -> str:
    return f"/image/{size}/{image['id']}-{image['version']}.{image['extension']}"


def variants_of(
    product: dict[str, Any], products: Iterable[dict[str, Any]]
) -> list[tuple[str, dict[str, Any]]]:
    """002 §2.6 as the shell's ``variantsOf``: same merge_number, a dimension > 0, by length."""
    merge = (product.get("content") or {}).get("merge_number")
    if not merge:
        return []
    found = []
    for other in products:
        if (other.get("content") or {}).get("merge_number") != merge:
            continue
        sizes = (other.get("content") or {}).get("dimensions") or {}
        dims = [_mm(sizes.get(key)) for key in ("height", "width", "length")]
        if any(d > 0 for d in dims):
            label = " x ".join(format(d, "f") for d in dims if d > 0) + " mm"  # as the shell
            found.append((dims[2], other["id"], label, other))
    found.sort(key=lambda v: (v[0], v[1]))
    return [(label, other) for _, _, label, other in found]


def _mm(metres: Any) -> Decimal:
    value = _decimal(metres) or Decimal(0)
    return round(value * 1000, 2).normalize() if value else Decimal(0)


def product_page(
    head: DocumentHead,
    product: dict[str, Any],
    catalog: dict[str, Any],
    category: dict[str, Any] | None,
) -> None:
    """The head and text of a product page; ``product`` as ``GET /api/shop/catalog`` has it."""
    products = catalog["products"]
    name = str(product["name"])
    description = plain_text(product.get("description") or "")
    head.set_page(name, shorten(description), kind="product")
    head.canonical = head.origin + product_path(product)
    head.og_type = "product"
    images = product.get("images") or []
    if images:
        head.set_image(_image_url(images[0], SHARE_SIZE))
    priced = first_price(product)
    crumbs = [(HOME, "/"), (SHOP, "/shop/catalog"), (PRODUCTS, "/shop/catalog")]
    if category is not None:
        crumbs.append((str(category["name"]), category_path(category)))
    crumbs.append((name, product_path(product)))
    parts: list[Markup] = [_crumbs(crumbs), Markup("<h1>{}</h1>").format(name)]
    parts += [
        Markup('<img src="{}" alt="{}">').format(_image_url(i, "small"), i.get("alt") or name)
        for i in images
    ]
    if description:
        parts.append(Markup("<p>{}</p>").format(description))
    if product.get("isPriceHidden"):
        parts.append(Markup("<p>{}</p>").format(PRICE_ON_REQUEST))
    elif priced is not None:
        parts.append(
            Markup('<p data-price="{}">{} {}</p>').format(
                priced[1], price_label(product, priced[1]), INCL_TAX
            )
        )
    variants = variants_of(product, products)
    if len(variants) > 1:
        parts.append(
            Markup("<section><h2>{}</h2><ul>{}</ul></section>").format(
                VARIANTS,
                Markup("").join(
                    Markup("<li>{}</li>").format(anchor(product_path(other), label))
                    for label, other in variants
                ),
            )
        )
    classes = classes_of(product)
    if classes:
        parts.append(
            Markup("<section><h2>{}</h2><dl>{}</dl></section>").format(
                CLASSES,
                Markup("").join(
                    Markup("<dt>{}</dt><dd>{}</dd>").format(label, value)
                    for label, value in classes
                ),
            )
        )
    by_id = {p["id"]: p for p in products}
    linked = [
        by_id[ref if isinstance(ref, int) else (ref or {}).get("id")]
        for ref in (product.get("content") or {}).get("linked_products") or []
        if (ref if isinstance(ref, int) else (ref or {}).get("id")) in by_id
    ]
    if linked:
        parts.append(Markup("<section><h2>{}</h2>{}</section>").format(LINKED, _list(linked)))
    head.body_html = Markup('<article class="t-findable">{}</article>').format(
        Markup("").join(parts)
    )
    head.json_ld.append(product_json_ld(head, product, description, priced))


def product_json_ld(
    head: DocumentHead,
    product: dict[str, Any],
    description: str,
    priced: tuple[Decimal, Decimal] | None,
) -> dict[str, Any]:
    """schema.org ``Product`` with its ``Offer`` (the page's first price, in EUR)."""
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": str(product["name"]),
        "url": head.canonical,
        "sku": str(product.get("uid") or product["id"]),
    }
    if description:
        data["description"] = description
    images = [head.origin + _image_url(i, SHARE_SIZE) for i in product.get("images") or []]
    if images:
        data["image"] = images
    if priced is not None:
        amount, gross = priced
        offer: dict[str, Any] = {
            "@type": "Offer",
            "url": head.canonical,
            "price": format(gross, "f"),
            "priceCurrency": "EUR",
            "availability": "https://schema.org/InStock",
        }
        if amount != 1:
            offer["eligibleQuantity"] = {
                "@type": "QuantitativeValue",
                "value": float(amount),
                "unitText": str(product.get("unit") or ""),
            }
        data["offers"] = offer
    return data


def catalog_page(
    head: DocumentHead,
    catalog: dict[str, Any],
    category: dict[str, Any] | None,
    main: Sequence[dict[str, Any]] = (),
) -> None:
    """The catalogue's (or a category's) head, the main categories' navigation and its
    first page of products, as links."""
    name = str(category["name"]) if category is not None else PRODUCTS
    head.set_page(name, kind="catalog")
    head.canonical = head.origin + (category_path(category) if category else "/shop/catalog")
    listed = catalog_list(catalog["products"], category["id"] if category else None)
    crumbs = [(HOME, "/"), (SHOP, "/shop/catalog"), (PRODUCTS, "/shop/catalog")]
    if category is not None:
        crumbs.append((name, category_path(category)))
    shown = listed[:PAGE_SIZE]
    nav = Markup("")
    if main:
        links = [(ALL_PRODUCTS, "/shop/catalog")] + [
            (str(c["name"]), category_path(c)) for c in main
        ]
        nav = Markup('<nav aria-label="{}"><ul>{}</ul></nav>').format(
            CATEGORIES,
            Markup("").join(Markup("<li>{}</li>").format(anchor(h, label)) for label, h in links),
        )
    head.body_html = Markup('<article class="t-findable">{}<h1>{}</h1>{}{}</article>').format(
        _crumbs(crumbs),
        name,
        nav,
        _list(shown) if shown else Markup("<p>{}</p>").format(EMPTY),
    )


async def main_categories(
    request: web.Request, categories: dict[int, dict[str, Any]]
) -> list[dict[str, Any]]:
    """The public main-category nodes' categories, highest weight first (the shell's
    ``useMainCategories``)."""
    async with request.app[DB].session() as s:
        nodes = await content_main_categories(s)
    found = [
        (-_number(node.weight), node.node_id, categories[node.category_id])
        for node in nodes
        if node.category_id in categories
    ]
    return [category for *_, category in sorted(found, key=lambda f: (f[0], f[1]))]


def _number(value: Any) -> float:
    try:
        return float(value or 0)
    except (TypeError, ValueError):
        return 0.0


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="shop_head",
        title="Shopseiten",
        version=KERNEL_VERSION,
        requires=("catalog", "content"),
    )


@hookimpl
async def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    if path.startswith("/shop/catalog"):
        await shop_head(request, path, head)


async def shop_head(request: web.Request, path: str, head: DocumentHead) -> None:
    """Fill the head of ``/shop/catalog``, a category page or a product page."""
    catalog_path = path.rstrip("/") == "/shop/catalog"
    category_match = CATEGORY_PATH.match(path)
    product_match = PRODUCT_PATH.match(path)
    if not (catalog_path or category_match or product_match):
        return
    entry = await shop_entry(request)
    if entry is None:
        return
    catalog: dict[str, Any] = orjson.loads(entry.body)["data"]
    categories = {c["id"]: c for c in catalog["categories"]}
    if product_match:
        category = categories.get(int(product_match[1])) if product_match[1] else None
        product = next((p for p in catalog["products"] if p["id"] == int(product_match[2])), None)
        if product is None or (product_match[1] and category is None):
            return  # a 404: the shell's not-found page
        product_page(head, product, catalog, category)
    elif category_match:
        category = categories.get(int(category_match[1]))
        if category is not None:
            catalog_page(head, catalog, category, await main_categories(request, categories))
    else:
        catalog_page(head, catalog, None, await main_categories(request, categories))
