print(list(zip([1, 2], [1], strict=True)))
