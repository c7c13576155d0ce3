"""Throwaway plugins that exercise the plugin contract in tests.

They are installed through ``TRESEN_EXTRA_PLUGINS`` exactly like a third-party plugin
would be through an entry point, and are off until their flags are set.
"""

EXTRA_PLUGINS = ",".join(
    f"tests.sample_plugins.{name}"
    for name in ("sample", "needs_sample", "boom", "slow", "ordering_probe")
)
