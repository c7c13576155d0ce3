"""Tresen's optional features, one package each, registered as entry points."""

from pkgutil import extend_path

# A plugins/ folder of another checkout or of a test's temporary directory on sys.path
# adds its packages here (`tresen plugin new` writes plugins/<id> in-tree).
__path__ = extend_path(__path__, __name__)
