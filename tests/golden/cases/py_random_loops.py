import random
random.seed(2024)
rolls = [random.randint(1, 6) for _ in range(20)]
print(rolls, sum(rolls))
counts = {}
for _ in range(1000):
    k = random.choice('abc')
    counts[k] = counts.get(k, 0) + 1
print(counts)
deck = [f'{r}{s}' for s in 'SHDC' for r in 'A23456789TJQK']
random.shuffle(deck)
print(deck[:8])
print(random.sample(deck, 5), random.choices(deck, k=3))
vals = [random.gauss(0, 1) for _ in range(5)]
print([f'{v:.6f}' for v in vals])
random.seed('not supported' if False else 99)
print([random.random() for _ in range(3)])
state_free = [random.randrange(0, 100, 5) for _ in range(10)]
print(state_free)
