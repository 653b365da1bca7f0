s = {3, 1, 2}
print(s, len(s), 2 in s, 5 in s)
s.add(10)
s.add(1)
s.discard(3)
print(s)
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a <= {1, 2, 3, 4, 5}, {1, 2} < a, a >= b, a == {4, 3, 2, 1})
print(set(), set([5, 5, 6]), set('hello'), frozenset([2, 1]))
print({x % 3 for x in range(10)})
print(sorted({'pear', 'apple', 'fig'}))
print({-1, -2, 100, 7, 8})
words = set()
for w in ['a', 'b', 'a']:
    words.add(w)
print(len(words), sorted(words))
try:
    s.remove(99)
except KeyError as e:
    print('KeyError', e)
try:
    {[1, 2]}
except TypeError as e:
    print(e)
