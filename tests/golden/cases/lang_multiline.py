total = (1 +
         2 +
         3)
values = [
    'a',
    'b',   # trailing comment
]
long_name = 1 + \
    2
x = 1; y = 2; z = x + y
print(total, values, long_name, z)
result = sum([
    i * i
    for i in range(4)
])
print(result)
def f(a,
      b=2,
      *,
      c=3):
    return a + b + c
print(f(1,
        c=10))
if (total > 5 and
        z == 3):
    print("both")
message = ("implicit "
           "concatenation")
print(message)
