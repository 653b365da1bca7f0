squares = [x * x for x in range(6)]
evens = [x for x in squares if x % 2 == 0]
pairs = [(i, j) for i in range(3) for j in range(i)]
matrix = [[i * 3 + j for j in range(3)] for i in range(2)]
flat = [v for row in matrix for v in row if v != 4]
print(squares, evens, pairs, matrix, flat, sep='\n')
word_lengths = {w: len(w) for w in ['tensor', 'array', 'grad']}
print(word_lengths)
letters = {c for c in 'mississippi'}
print(sorted(letters), len(letters))
print(sum(x for x in range(101)), any(x > 5 for x in squares), all(x >= 0 for x in squares))
print(list(x * 2 for x in 'ab'), ''.join(str(d) for d in range(5)))
print(max(len(w) for w in word_lengths), min((v, k) for k, v in word_lengths.items()))
gen = (x for x in [1, 2])
print(type(gen).__name__)
x = 'outer'
print([x for x in range(3)], x)
print({k: v for k, v in zip('abc', range(3)) if v})
print([[row[i] for row in matrix] for i in range(3)])
