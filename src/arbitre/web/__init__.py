"""The web layer: HTML pages, the JSON API and the embeddable widget.

`create_app(settings)` in `arbitre.web.app` builds the whole site; nothing is
built at import time.
"""
