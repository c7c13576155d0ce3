"""The CRM domain's five-call resources: personal data, so administrators only."""

from __future__ import annotations

from pydantic import AwareDatetime

from kernel import Filter, Policy, Resource
from plugins.crm import schemas
from plugins.crm.models import AnalyticsLead, Customer, ExternalUser

RESOURCES = [
    Resource(
        name="customers",
        model=Customer,
        create=schemas.CustomerIn,
        out=schemas.CustomerOut,
        policy=Policy(rules_of="customers"),
        filters={
            "name": Filter(Customer.search_name, str, "like"),
            "email": Filter(Customer.email, str, "like"),
            "city": Filter(Customer.city, str, "like"),
            "country": Filter(Customer.country),
        },
        sort=("id", "lastName", "firstName", "company", "city", "email"),
        default_sort="lastName",
    ),
    Resource(
        name="external-users",
        model=ExternalUser,
        create=schemas.ExternalUserIn,
        out=schemas.ExternalUserOut,
        policy=Policy(rules_of="external-users"),
        filters={
            "name": Filter(ExternalUser.name, str, "like"),
            "email": Filter(ExternalUser.email, str, "like"),
            "provider": Filter(ExternalUser.provider),
            "externalId": Filter(ExternalUser.external_id),
        },
        unique=("external_id",),
        sort=("id", "name", "email", "provider"),
        default_sort="name",
    ),
    Resource(
        name="analytics-leads",
        model=AnalyticsLead,
        create=schemas.AnalyticsLeadIn,
        out=schemas.AnalyticsLeadOut,
        policy=Policy(rules_of="analytics-leads"),
        filters={
            "name": Filter(AnalyticsLead.name, str, "like"),
            "email": Filter(AnalyticsLead.email, str, "like"),
            "source": Filter(AnalyticsLead.source),
            "from": Filter(AnalyticsLead.created_at, AwareDatetime, "gte"),
            "to": Filter(AnalyticsLead.created_at, AwareDatetime, "lte"),
        },
        sort=("id", "createdAt", "name", "source"),
        default_sort="-createdAt",
    ),
]
