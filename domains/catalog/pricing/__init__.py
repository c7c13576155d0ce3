"""Pricing of cart lines, the catalogue's (orders price their carts with it, the web shop
its product pages): pure, no I/O, no ORM.

* :mod:`.engine` — :func:`~.engine.price_cart` and every rule (module docstring);
* :mod:`.cart` — a customer's cart JSON read into the engine's items;
* :mod:`.inputs` / :mod:`.results` — what the engine reads and answers;
* :mod:`.errors` — :class:`~.errors.PricingError` and its German messages;
* :mod:`.product` — a product as the API answers it, mapped onto the engine's input.

Other units import these through ``domains.catalog.api``.
"""
