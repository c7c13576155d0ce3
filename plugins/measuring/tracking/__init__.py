"""Third-party analytics and ad scripts (002 §7, §9).

Two configuration fields, empty by default: the id of a tag service (Google tag,
``G-…``/``GT-…``) and of an ad pixel (Meta pixel, digits). The shell loads their scripts
only after cookie consent and only while an id is set (``ui-shell/shell/src/tracking``);
the content security policy of the HTML document admits their origins only then.
"""
