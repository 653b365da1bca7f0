print(float('-inf') ** 0.5)
x = float('-inf')
print(x ** -1.5)
