def add(a, b=10, *args, scale=1, **kwargs):
    return (a + b + sum_all(args)) * scale, kwargs

def sum_all(xs):
    total = 0
    for x in xs:
        total += x
    return total

print(add(1))
print(add(1, 2))
print(add(1, 2, 3, 4))
print(add(1, 2, 3, scale=2, extra='yes'))
print(add(b=5, a=1))
args = [1, 2, 3]
kw = {'scale': 3}
print(add(*args, **kw))

def no_return():
    pass
print(no_return())

def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(20))

def outer():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
counter = outer()
print(counter(), counter(), counter(5))

total = 0
def bump():
    global total
    total += 1
bump(); bump()
print(total)

square = lambda x: x * x
print(square(7), (lambda *a: len(a))(1, 2, 3))
print(add, type(add).__name__, add.__name__, square.__name__) if False else print(type(add).__name__, add.__name__, square.__name__)

def kwonly(a, *, b, c=3):
    return a, b, c
print(kwonly(1, b=2))

def posonly(a, b, /, c):
    return a + b + c
print(posonly(1, 2, c=3))
