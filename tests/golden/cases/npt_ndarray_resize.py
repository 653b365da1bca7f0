import numpy as np
def g():
    x = np.zeros(2)
    x.resize(3)
    return x
print(g())
for arr in [np.zeros(2)]:
    try:
        arr.resize(3); print("ok")
    except ValueError as e: print("err")
arrs = [np.zeros(2), np.zeros(2)]
for arr in arrs:
    try:
        arr.resize(3); print("ok")
    except ValueError as e: print("err")
d = {'a': np.zeros(2)}
d['a'].resize(4); print(d)
def h():
    global q
    q.resize(4)
q = np.zeros(2); h(); print(q)
y = np.zeros(2)
z = y
try: y.resize(3)
except ValueError: print("err")
del z
y.resize(3); print(y)
t = (np.ones(1),)
t[0].resize(2); print(t)
def m(v=np.zeros(1)):
    v.resize(2)
try: m()
except ValueError: print("err")
w = np.zeros(3)
[w.resize(k) for k in (4, 5)]
print(w)
w2 = np.zeros(3)
v2 = w2[:1]
try: w2.resize(4)
except ValueError: print("err view")
del v2
w2.resize(4); print(w2)
a = np.arange(6.)
a.resize(3, refcheck=False); print(a)
a.resize(2, 2); print(a, a.flags.owndata)
b = a[:1]
for f in [lambda: a.resize(4), lambda: b.resize(3), lambda: b.resize(2, refcheck=False), lambda: a.resize((2, 2)), lambda: a.resize(-1),
          lambda: a.resize(2.5), lambda: a.resize('x'), lambda: a.resize(3, foo=1), lambda: a.resize([3], 2), lambda: a.resize(3, order='C')]:
    try: print(f())
    except Exception as e: print(type(e).__name__, repr(str(e)))
print(a, b)
c = np.arange(4); c.resize(); print(c); c.resize(None); print(c); c.resize(0); print(c, c.shape)
e = np.arange(4, dtype=np.int32); e.resize((2, 3)); print(e, e.strides)
