a, b = 1, 2
a, b = b, a
print(a, b)
x = y = z = [0]
x.append(1)
print(x, y, z, x is z)
first, *middle, last = range(6)
print(first, middle, last)
*head, tail = 'abc'
print(head, tail)
(p, q), r = (1, 2), 3
print(p, q, r)
for i, (name, score) in enumerate([('ann', 3), ('bob', 5)]):
    print(i, name, score)
k, v = {'only': 1}.popitem()
print(k, v)
m, n = {'m': 1, 'n': 2}
print(m, n)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
print([*range(3), *'ab'], (*[1], 2), {**{'a': 1}, 'b': 2})
def f(*args, **kwargs):
    return args, kwargs
print(f(*[1, 2], *(3,), x=1, **{'y': 2}))
