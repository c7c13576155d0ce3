"""Tresen's optional features, one package each, registered as entry points."""
