# Two commands do all set-up on a fresh machine: `make site` and `make test`.
PYTHON ?= python3
# The release the site is verified on: requirements-torch.txt, the one place it is written.
TORCH ?= $(shell sed -n 's/^torch==//p' requirements-torch.txt)
VENV := .venv
PY := $(VENV)/bin/python
export NO_MKDOCS_2_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: site test check fuzz venv lint verify validate serve bench clean system-deps

DEBIAN_PACKAGES := $(shell sed 's/\#.*//' debian-packages.txt)
missing_debian_packages = $(shell for p in $(DEBIAN_PACKAGES); do \
  dpkg-query -W -f='$${db:Status-Status}' $$p 2>/dev/null | grep -qx installed || echo $$p; done)

# As root the missing packages are installed; otherwise make stops with one line naming the command to run.
system-deps:
	$(eval MISSING := $(missing_debian_packages))
	$(if $(MISSING),$(if $(filter 0,$(shell id -u)),,$(error missing Debian packages: $(MISSING). Run: sudo apt-get update && sudo apt-get install -y $(MISSING))))
	$(if $(MISSING),apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(MISSING),@true)

$(VENV)/.installed-$(TORCH): requirements.txt requirements-torch.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@# A full disk would stop pip halfway with an OSError; say so before it starts.
	@installed=$$($(PY) -c 'import importlib.metadata as m; print(m.version("torch"))' 2>/dev/null); \
	free=$$(df -Pk $(VENV) | awk 'NR == 2 {print int($$4 / 1048576)}'); \
	if [ "$$installed" != "$(TORCH)" ] && [ "$$free" -lt 9 ]; then \
	  echo "torch $(TORCH) (a CUDA build: about 6 GB in $(VENV), after 3 GB of downloads) needs 9 GB free; $(CURDIR) has $$free GB"; \
	  exit 1; fi
	$(PY) -m pip install --quiet --disable-pip-version-check "torch==$(TORCH)" -r requirements.txt
	rm -f $(VENV)/.installed-*
	touch $@

venv: $(VENV)/.installed-$(TORCH)

# The site search's engine and its minifier (package.json, pinned in package-lock.json), run by the build.
# The stamp is named after the lock file's content, not compared by date: `npm ci` empties node_modules first,
# and a fresh checkout or worktree dates every file anew (through a linked node_modules that emptied another's).
NODE_MODULES := node_modules/.installed-$(shell sha256sum package-lock.json | cut -c1-16)
$(NODE_MODULES):
	@command -v npm >/dev/null || { echo "npm is missing (Debian's nodejs comes without it). Run: sudo apt-get install -y npm"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

site: system-deps $(VENV)/.installed-$(TORCH) $(NODE_MODULES)
	$(PY) -m generator build
	$(PY) -m generator pdf

# The whole suite; it ends with where its time went and how often the corpus's snippets ran (tests/phases.py).
test: system-deps lint $(VENV)/.installed-$(TORCH) $(NODE_MODULES)
	$(PY) -m pytest -q --durations=20 tests

# The contributor's quick loop: validate, the snippets of the entries changed against main (or IDS="a b"), and
# the tests that need neither the real corpus's results nor a browser. CI still runs `make test`.
QUICK_TESTS := not corpus and not browser and not slow
check: $(VENV)/.installed-$(TORCH) $(NODE_MODULES)
	$(PY) -m generator check $(IDS)
	$(PY) -m pytest -q -m "$(QUICK_TESTS)" tests

# 10,000 seeded mutations of real entries, each validated alone: no traceback, no hang, no silent loss
# (tests/fuzz_entries.py; the suite runs 2,000 of them in tests/test_fuzz.py).
fuzz: $(VENV)/.installed-$(TORCH)
	$(PY) tests/fuzz_entries.py --mutations 10000 --seed 0

# Zero findings from both (configured in pyproject.toml); part of `make test`.
lint: $(VENV)/.installed-$(TORCH)
	$(VENV)/bin/ruff check generator tests bench
	$(VENV)/bin/mypy

validate: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator validate

verify: $(VENV)/.installed-$(TORCH)
	$(PY) -m generator verify

serve: $(VENV)/.installed-$(TORCH) $(NODE_MODULES)
	$(PY) -m generator serve

bench: $(VENV)/.installed-$(TORCH) $(NODE_MODULES)
	$(PY) -m bench

clean:
	rm -rf site build .cache node_modules
