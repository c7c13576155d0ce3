"""Run a payment fake by hand for a demo:

    .venv/bin/python -m tests.fakes mollie --port 9101
    .venv/bin/python -m tests.fakes datatrans --port 9102

then start Tresen with TRESEN_MOLLIE_API_URL=http://127.0.0.1:9101
TRESEN_MOLLIE_API_KEY=test_tresen (Datatrans: TRESEN_DATATRANS_API_URL and
TRESEN_DATATRANS_PAY_URL=http://127.0.0.1:9102, TRESEN_DATATRANS_MERCHANT_ID=1100000000,
TRESEN_DATATRANS_PASSWORD=geheim, TRESEN_DATATRANS_HMAC_KEY=00…00 (64 zeros)).
"""

from __future__ import annotations

import argparse

from aiohttp import web

from tests.fakes import datatrans, mollie

parser = argparse.ArgumentParser(prog="python -m tests.fakes")
parser.add_argument("provider", choices=("mollie", "datatrans"))
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--port", type=int, default=9101)
args = parser.parse_args()
app = mollie.make_app() if args.provider == "mollie" else datatrans.make_app()
web.run_app(app, host=args.host, port=args.port)
