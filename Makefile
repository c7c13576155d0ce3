# The two commands of the README. Everything else is in tox.ini and the tresen CLI.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test install ui

$(BIN)/tresen: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,dev]'
	touch $@

install: $(BIN)/tresen

## make ui: install the UI's npm packages and build the shell and every plugin's remote
ui:
	npm --prefix ui-shell ci --no-audit --no-fund
	npm --prefix ui-shell run build

## make run: set up, build the UI, migrate the embedded SQLite database, load demo data, serve on :8080
run: install ui
	$(BIN)/tresen db upgrade
	$(BIN)/tresen demo
	TRESEN_PUBLIC_URL=$${TRESEN_PUBLIC_URL:-http://localhost:8080} $(BIN)/tresen serve

CHROMIUM_MISSING := WARNING: /usr/bin/chromium is missing, so the browser tests (e2e) are SKIPPED; install it with: apt-get install -y chromium

## make test: lint, type check, UI build and unit tests (the three side by side), tests on
## SQLite and on PostgreSQL (TRESEN_TEST_PG), browser tests in headless Chromium (skipped,
## loudly, without chromium)
test: install
	@test -x /usr/bin/chromium || echo "!!! $(CHROMIUM_MISSING)" >&2
	$(BIN)/tox run-parallel --parallel 3 --parallel-live -e lint,type,ui
	$(BIN)/tox -e py,pg,e2e
	@test -x /usr/bin/chromium || echo "!!! $(CHROMIUM_MISSING)" >&2
