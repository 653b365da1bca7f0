d = {'b': 2, 'a': 1}
d['c'] = 3
d['b'] = 20
print(d, len(d), list(d), d.keys(), d.values(), d.items())
print(d.get('a'), d.get('zz'), d.get('zz', 0), 'a' in d, 'zz' not in d)
counts = {}
for w in 'the cat and the hat and the bat'.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
counts['the'] += 10
print(counts['the'])
print(d.pop('a'), d, d.setdefault('x', []), d)
d['x'].append(1)
print(d)
del d['c']
print(d, d.popitem(), d)
merged = {**counts, 'extra': True}
print(merged)
e = dict(a=1, b=2)
e.update({'c': 3}, d=4)
print(e, dict(zip('xyz', [1, 2, 3])), dict([('k', 'v')]))
print({1: 'int', 1.0: 'float', True: 'bool'})
print({(1, 2): 'tuple key', None: 'none key'})
try:
    print(e['missing'])
except KeyError as err:
    print('KeyError', err)
try:
    {[1]: 2}
except TypeError as err:
    print(err)
for k, v in sorted(e.items()):
    print(k, v)
nested = {'layer1': {'weight': [1, 2], 'bias': 0.5}}
print(nested['layer1']['weight'][1], nested)
