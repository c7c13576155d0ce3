"""A plugin that requires ``sample`` (dependency rules)."""

from kernel import Manifest, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="needs_sample",
        title="Braucht Beispiel",
        version="0.1.0",
        flags=("enablePluginNeedsSample",),
        requires=("sample",),
    )
