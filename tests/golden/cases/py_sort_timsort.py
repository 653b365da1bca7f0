import random
random.seed(7)
data = [random.randint(0, 1000) for _ in range(300)]
s = sorted(data)
print(s[:10], s[-5:], s == sorted(data, key=lambda v: v), len(s))
pairs = [(random.randint(0, 5), i) for i in range(200)]
print(sorted(pairs, key=lambda p: p[0])[:12])
print(sorted(pairs, key=lambda p: p[0], reverse=True)[:12])
nan = float('nan')
mixed = [random.random() for _ in range(100)]
for i in range(0, 100, 7):
    mixed[i] = nan
print([round(v, 3) if v == v else 'nan' for v in sorted(mixed)][:30])
words = 'the quick brown fox jumps over the lazy dog again and again'.split()
print(sorted(words), sorted(words, key=len), sorted(words, key=str.upper, reverse=True))
asc = list(range(100)) + list(range(50))
print(sorted(asc)[45:60])
desc = list(range(120, 0, -1)) + [5, 3, 8]
desc.sort()
print(desc[:10], desc[-3:])
runs = []
for k in range(20):
    runs += list(range(k, k + 17))
print(sorted(runs)[::37])
