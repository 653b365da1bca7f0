def f(x, *a, k=1, **kw):
    if x > 2:
        return [i * k for i in range(x) if i % 2]
    while x < 5:
        x += 1
        if x == 4:
            break
    else:
        pass
    return {x: a}
try:
    print(f(3), f(1, 2, k=2))
except (KeyError, TypeError) as e:
    print(type(e).__name__, e)
finally:
    print(f"{len(str(f)):>4}")
