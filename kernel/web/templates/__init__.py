"""Jinja2 templates of the ``web`` plugin (a package so that wheels ship the .html files)."""
