import copy
a = [1, [2, 3], dict(k=[4])]
b = copy.copy(a)
c = copy.deepcopy(a)
print(b, c, b is a, b[1] is a[1], c[1] is a[1], c[2]['k'] is a[2]['k'])
a[1].append(99)
print(a, b, c)
inner = [0]
d = copy.deepcopy([inner, inner])
print(d[0] is d[1], copy.copy((1, 2)), copy.deepcopy((1, [2]))[1] is not None, copy.copy('s'), copy.deepcopy(5))
s = set([1, 2])
print(copy.copy(s), copy.deepcopy(dict(a=set([1]))), copy.copy(frozenset([1])))
