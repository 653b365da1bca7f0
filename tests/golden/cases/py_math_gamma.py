import math
xs = [0.5, 1.5, 2.5, 3.7, 10.1, 23.0, 24.0, 30.5, 100.3, 141.0, 171.5, -0.5, -1.5, -2.7, -100.5, -150.3, 1e-21, -1e-21, 200.5, -200.5, 0.1, 7.0]
for x in xs:
    out = []
    for f in (math.gamma, math.lgamma):
        try:
            out.append(repr(f(x)))
        except Exception as e:
            out.append(type(e).__name__ + ': ' + str(e))
    print(x, *out)
for x in [0.0, -0.0, -1.0, -2.0, 171.7, float('inf'), float('-inf'), float('nan')]:
    for f in (math.gamma, math.lgamma):
        try:
            print(x, f.__name__, repr(f(x)))
        except Exception as e:
            print(x, f.__name__, type(e).__name__, e)
