"""The analytics log of 000 §7 / 002 §7: ``/api/analytics-log``, what the storefront sends
after cookie consent (page views, commerce events) and the back office lists."""
