xs = list(range(10))
print(xs[2:5], xs[:3], xs[7:], xs[::2], xs[::-1], xs[-3:], xs[-1:-4:-1], xs[8:2:-2])
print(xs[100:], xs[-100:2], xs[5:5])
t = tuple('abcdef')
print(t[1::2], t[::-3], t[-2])
s = "tensorlens"
print(s[:6], s[6:], s[::-1], s[1:-1:3], s[-1])
ys = xs[:]
ys[2:5] = ['a', 'b']
print(ys)
ys[::3] = [None] * len(ys[::3])
print(ys)
del ys[1:3]
print(ys)
del ys[::2]
print(ys)
sl = slice(1, 8, 3)
print(sl, xs[sl], sl.start, sl.stop, sl.step)
try:
    xs[::0]
except ValueError as e:
    print(e)
try:
    print(xs[10])
except IndexError as e:
    print(e)
