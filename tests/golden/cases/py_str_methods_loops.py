text = '''The quick brown fox
jumps over the lazy dog.
  Indented line\twith tab
'''
for line in text.splitlines():
    words = line.split()
    print(len(line), words, line.strip().upper(), line.count('o'), line.find('o'), line.rjust(30, '.'))
print(' '.join(w.capitalize() for w in 'hello big world'.split()))
table = [('apple', 1.5, 3), ('banana', 0.25, 12), ('cherry', 10.0, 100)]
for name, price, qty in table:
    print(f'{name:<10}|{price:>8.2f}|{qty:05d}|{price * qty:>10,.2f}')
print('{:-^30}'.format(' END '))
for s in ['42', '-7', '3.5', 'abc', '', '٣', ' 12 ']:
    print(repr(s), s.isdigit(), s.strip().lstrip('-').isdigit(), s.isalpha(), s.isnumeric())
