def make_multiplier(k):
    def multiply(x):
        return x * k
    return multiply

double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5))
print(double.__name__, double.__qualname__)

def accumulator():
    total = 0
    history = []
    def add(x):
        nonlocal total
        total += x
        history.append(total)
        return total
    return add, history

add, history = accumulator()
for v in [1, 2, 3]:
    add(v)
print(history)

def outer():
    x = 'outer'
    def middle():
        def inner():
            return x
        return inner()
    return middle()
print(outer())

funcs = [lambda i=i: i * i for i in range(4)]
print([f() for f in funcs])
late = [lambda: i for i in range(3)]
print([f() for f in late])

counter = 0
def increment():
    global counter
    counter += 1
    return counter
increment(); increment()
print(counter)

def fib():
    memo = {}
    def f(n):
        if n in memo:
            return memo[n]
        r = n if n < 2 else f(n - 1) + f(n - 2)
        memo[n] = r
        return r
    return f
print(fib()(50))
