x = [3, 'a', 1]
print(sorted(x))
