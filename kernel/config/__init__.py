"""The configuration document: schema merged from plugins, versioned storage, flags."""
