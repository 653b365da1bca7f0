print(range(1, 5, 0))
