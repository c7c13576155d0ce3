"""Local fakes of outside services that speak their real HTTP APIs (see README)."""
