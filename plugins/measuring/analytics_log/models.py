"""The analytics log (000 §7, 002 §7): what visitors' browsers report after consent.

The raw material of the statistics of 000 §7 (unique visitors, page views, pages, events,
referrers, browsers, resolutions, pixel ratios, colour schemes, visitor times …): every
entry has its time and kind in indexed columns, a daily pseudonym of the visitor, and the
browser's data object as sent.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Index, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class AnalyticsLog(Base):
    """One report: a page view, an event or a device description."""

    __tablename__ = "analytics_logs"
    __table_args__ = (Index("ix_analytics_logs_type_created_at", "type", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
    #: device, event or pageview (002 §7)
    type: Mapped[str] = mapped_column(String(20))
    #: the name: the page's path for a page view, the event's name otherwise
    action: Mapped[str] = mapped_column(String(255), default="")
    category: Mapped[str] = mapped_column(String(100), default="")
    #: a pseudonym of the visitor for one day (a hash of address, browser and date with
    #: the server's secret): unique visitors per day, no way back to the address
    visitor: Mapped[str] = mapped_column(String(32), index=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
