"""The configuration schema: the kernel's fields, each plugin's fields and flags, merged."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from kernel.plugins import PluginError, PluginRegistry


class KernelConfig(BaseModel):
    """Fields of spec 000 §3, 001 §3 and 002 §1 that belong to no optional plugin."""

    shopName: str = Field("Tresen", max_length=255)
    businessName: str = Field("", max_length=255)
    title: str = Field("", max_length=255)
    seoTitle: str = Field("", max_length=255)
    description: str = Field("", max_length=2000)
    seoDescription: str = Field("", max_length=2000)
    website: str = Field("", max_length=255)
    currency: str = Field("EUR", pattern=r"^[A-Z]{3}$")
    themeColor: str = Field("#000000", pattern=r"^#[0-9a-fA-F]{6}$")
    themeColorSecondary: str = Field("#333333", pattern=r"^#[0-9a-fA-F]{6}$")
    termsAndConditions: str = Field("", max_length=255, description="External URL")
    termsAndConditionsText: str = ""
    privacyPolicy: str = Field("", max_length=255, description="External URL")
    privacyPolicyText: str = ""
    imprint: str = Field("", max_length=255, description="External URL")
    imprintText: str = ""
    allergens: str = Field("", max_length=255, description="External URL")
    allergensText: str = ""
    enableCash: bool = True
    disableTickets: bool = False
    defaultDeliveryMethod: Literal["takeaway", "delivery", "dineIn"] = "takeaway"


@dataclass(frozen=True)
class ConfigSchema:
    """The merged model plus who owns each field and which fields are secret."""

    model: type[BaseModel]
    owners: dict[str, str]
    secret: frozenset[str]

    def defaults(self) -> dict[str, Any]:
        return self.model().model_dump(mode="json")

    def public(self, document: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in document.items() if k not in self.secret}


def build_schema(registry: PluginRegistry) -> ConfigSchema:
    """Merge every installed plugin's config model and flags into one strict model."""
    fields: dict[str, Any] = {}
    owners: dict[str, str] = {}
    secret = set()
    for plugin, model in registry.config_models():
        for name, info in model.model_fields.items():
            if name in owners:
                raise PluginError(
                    f"config field {name!r} claimed by {owners[name]} and {plugin.id}"
                )
            fields[name] = (info.annotation, info)
            owners[name] = plugin.id
            extra = info.json_schema_extra
            if isinstance(extra, dict) and extra.get("secret"):
                secret.add(name)
    for plugin in registry.plugins.values():
        for flag in plugin.manifest.flags:
            if flag in owners:
                raise PluginError(
                    f"config field {flag!r} claimed by {owners[flag]} and {plugin.id}"
                )
            default = plugin.manifest.default_on
            fields[flag] = (bool, Field(default, description=f"Enables „{plugin.manifest.title}“."))
            owners[flag] = plugin.id
    model = create_model(
        "Configuration",
        __config__=ConfigDict(extra="forbid", strict=True),
        **dict(sorted(fields.items())),
    )
    return ConfigSchema(model, owners, frozenset(secret))
