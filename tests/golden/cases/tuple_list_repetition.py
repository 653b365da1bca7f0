print((1, 2) * 2)
print([0] * 3)
print(2 * (1,))
print((1, 2) * 1.5)
