it = iter([10, 20, 30])
print(type(it).__name__, next(it), next(it))
print(list(it), next(it, 'done'))
try:
    next(it)
except StopIteration as e:
    print('StopIteration', repr(e))
r = range(2, 20, 3)
print(r, len(r), r[1], r[-1], r[1:3], 8 in r, 9 in r, list(r), list(reversed(r)))
print(range(0), range(5)[::2], type(r).__name__)
e = enumerate('ab')
print(type(e).__name__, next(e), list(e))
z = zip([1, 2, 3], 'xy')
print(list(z), list(zip()))
m = map(lambda v: v + 1, [1, 2])
print(list(m), list(filter(lambda v: v % 2, range(6))))
d = {'a': 1, 'b': 2}
keys = d.keys()
d['c'] = 3
print(keys, list(d.values()), list(d.items())[-1], len(keys), 'a' in keys)
try:
    for k in d:
        d['new'] = 1
except RuntimeError as err:
    print(err)
for i, v in enumerate(reversed([1, 2, 3])):
    print(i, v, end='; ')
print()
print(list(iter('héllo')), tuple(range(3)), set(range(3)))
print(sorted([3, 1, 2], reverse=True), sorted(['b', 'A', 'c'], key=str.lower))
