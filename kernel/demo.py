"""Demo data: a German business to look at after ``make run``. Idempotent."""

from __future__ import annotations

from sqlalchemy import select

from kernel.auth.models import ROLE_ADMIN, User
from kernel.auth.passwords import hash_password
from kernel.services import app_context
from kernel.settings import Settings
from kernel.state import CONFIG, DB

DEMO_ADMIN = ("admin", "admin@tresen.local", "tresen-demo")
DEMO_CONFIG = {
    "shopName": "Tresen Demo",
    "businessName": "Gasthaus Tresen GmbH",
    "title": "Gasthaus Tresen",
    "seoTitle": "Gasthaus Tresen – online bestellen",
    "description": "Abholung, Lieferung und Dine In in Wien und Graz.",
    "currency": "EUR",
    "enableCash": True,
    "enablePluginToolbar": True,
}


async def load_demo(settings: Settings) -> list[str]:
    lines = []
    async with app_context(settings) as app:
        config = app[CONFIG]
        if config.version == 0:  # never configured: apply the demo configuration once
            await config.update(DEMO_CONFIG, None)
            lines.append("demo configuration saved")
        username, email, password = DEMO_ADMIN
        async with app[DB].transaction() as s:
            if await s.scalar(select(User).where(User.username == username)) is None:
                s.add(
                    User(
                        username=username,
                        email=email,
                        password_hash=hash_password(password),
                        roles=[ROLE_ADMIN],
                        branch_ids=[],
                    )
                )
                lines.append("demo admin created")
    lines.append(f"admin login: {username} / {password}")
    return lines
