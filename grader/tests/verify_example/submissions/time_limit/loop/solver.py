# Never finishes.
while True:
    pass
