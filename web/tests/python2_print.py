# Python 2 code: Python 3 cannot read it, and the error has no traceback frames at all,
# natively as in the page (check_web_page.py own-traceback).
print "hello"
