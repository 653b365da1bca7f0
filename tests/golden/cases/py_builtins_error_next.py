print(next([1, 2]))
