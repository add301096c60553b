# Two commands do all set-up on a fresh machine: `make site` and `make test`.
PYTHON ?= python3
TORCH ?= 2.13.0
VENV := .venv
PY := $(VENV)/bin/python
export NO_MKDOCS_2_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: site test verify validate serve bench clean system-deps

$(VENV)/.installed-$(TORCH): requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check "torch==$(TORCH)" -r requirements.txt
	rm -f $(VENV)/.installed-*
	touch $@

site: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator build
	$(PY) -m generator pdf

test: $(VENV)/.installed-$(TORCH)
	$(PY) -m pytest -q tests

validate: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator validate

verify: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator verify

serve: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator serve

bench: $(VENV)/.installed-$(TORCH)
	$(PY) -m bench

clean:
	rm -rf site build .cache
