# arbitre: the two commands a user needs are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: install install-test browser ocr dictionary index run test test-fast lint readme eval calibrate bench clean

install: $(VENV)/.installed
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	touch $@

# Test tools and the sentence-transformers backend (torch pinned to the CPU build 2.13.0).
install-test: $(VENV)/.installed-test
$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test,st]'
	touch $@

# Debian's Chromium for the browser tests (Playwright's own browser download is not used).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; \
	  else echo "Chromium manque : sudo apt-get install chromium chromium-driver"; exit 1; fi; }

# Debian's Tesseract (French and English) for booklet pages without a text layer, and poppler-utils.
ocr:
	@command -v tesseract >/dev/null 2>&1 && tesseract --list-langs 2>/dev/null | grep -qx fra || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tesseract-ocr tesseract-ocr-fra poppler-utils >/dev/null; \
	  else echo "OCR manque (les pages sans texte seront signalées) : sudo apt-get install tesseract-ocr tesseract-ocr-fra poppler-utils"; fi; }

# A French-English dictionary: the English glossary of a game added from its booklet.
dictionary:
	@test -f /usr/share/dictd/freedict-fra-eng.dict.dz || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dict-freedict-fra-eng >/dev/null; \
	  else echo "Dictionnaire manquant (pas de glossaire anglais pour un livret ajouté) : sudo apt-get install dict-freedict-fra-eng"; fi; }

index: install ocr dictionary
	$(BIN)/arbitre index

run: install index
	$(BIN)/arbitre serve --host $(HOST) --port $(PORT)

# Linters first (they take seconds), so the test run's summary is the last line printed.
test: install-test browser ocr index
	@$(MAKE) --no-print-directory lint
	$(BIN)/python -m pytest

# ruff (lint and format, line length 100), mypy on src/ and the import layers, all set in pyproject.toml.
lint: install-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

# The README's `$ arbitre …` and `$ curl …` examples, rewritten from what the program prints now
# (the suite fails while one differs: tests/test_readme.py).
readme: install-test index
	$(BIN)/python tests/readme_examples.py --write

test-fast: install-test
	$(BIN)/python -m pytest -m "not model and not browser"

eval: install index
	$(BIN)/python eval/evaluate.py

calibrate: install-test index
	$(BIN)/python eval/calibrate.py

bench: install-test index
	$(BIN)/python eval/bench.py && $(BIN)/python eval/load.py

clean:
	rm -rf var/index
