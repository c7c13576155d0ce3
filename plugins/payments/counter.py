"""Methods paid at the counter, offered like the online ones (spec 001 §5).

ATM card ('Bankomatkarte'): the customer pays with a card at the counter's terminal (or
the driver's) when the order is handed over. Hydro AG voucher ('Hydro AG Gutschein'):
the customer hands over a Hydro AG meal voucher at pickup; staff check it. Neither has an
outside service to ask, so the order's payment stays ``none`` (settled at handover, like
cash) and nothing is captured, voided or refunded online.
"""

from __future__ import annotations

from plugins.payments.provider import PaymentProvider


class AtmCard(PaymentProvider):
    id = "atm-card"
    label = "Bankomatkarte"
    plugin_flag = "enablePluginATMCard"
    global_flag = "enableATMCard"
    branch_flag = "is_atm_card_enabled"


class HydroAgVoucher(PaymentProvider):
    id = "hydro-ag-voucher"
    label = "Hydro AG Gutschein"
    plugin_flag = "enablePluginHydroAGVoucher"
    global_flag = "enableHydroAGVoucher"
    branch_flag = "is_hydro_ag_voucher_enabled"
