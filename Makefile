# The two commands of the README. Everything else is in tox.ini and the tresen CLI.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test install

$(BIN)/tresen: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,dev]'
	touch $@

install: $(BIN)/tresen

## make run: set up, migrate the embedded SQLite database, load demo data, serve on :8080
run: install
	$(BIN)/tresen db upgrade
	$(BIN)/tresen demo
	$(BIN)/tresen serve

## make test: lint, type check, tests on SQLite and on PostgreSQL (TRESEN_TEST_PG)
test: install
	$(BIN)/tox -e lint,type,py,pg
