import math
import random
tests = [lambda: int('x'), lambda: float('nan?'), lambda: math.sqrt(-1), lambda: random.randint(5, 1),
         lambda: '%d' % 'a', lambda: '{'.format(1), lambda: format(1.5, 'd'), lambda: [].pop(),
         lambda: {}['k'], lambda: '{0[5]}'.format([1]), lambda: max([]), lambda: chr(-1), lambda: sorted([1, 'a']),
         lambda: ''.join([1]), lambda: 'abc'.index('z'), lambda: round('x'), lambda: math.log(0), lambda: pow(2, 3, 0)]
for f in tests:
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ':', e)
