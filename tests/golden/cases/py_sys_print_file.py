import sys
print('out', 1, sep='-', end='|\n', file=sys.stdout)
print('also out', file=None)
print('a', 'b', sep='')
print('no newline', end='')
print()
print(sep='x')
