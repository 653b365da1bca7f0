x = 1
y = x
x += 2
print(x, y)
x += 2.5
print(x)
x *= 2
print(x)
x -= True
print(x)
n = 10
n -= 3
n *= -4
print(n)
b = True
b += True
print(b)
s = 0.1
s += 0.2
print(s)
