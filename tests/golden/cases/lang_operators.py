for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2)]:
    print(a, b, a // b, a % b, divmod(a, b), a / b)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2.0)]:
    print(a, b, a // b, a % b)
print(2 ** 10, 2 ** -1, (-2) ** 3, 2.0 ** 0.5, 0 ** 0, 10 ** 18)
print(7 & 3, 7 | 8, 7 ^ 2, ~5, 1 << 10, -16 >> 2)
print(True + True, True * 3, -True, 3 / 1)
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 == 2, 1 == 1.0, 'a' < 'b' < 'c')
print(not 0, not [], 0 or 'default', 'first' or 'second', None and 1, 2 and 3)
print(3 in [1, 2, 3], 'ell' in 'hello', 'k' not in {'k': 1}, 5 in range(0, 10, 5), 4 in {1, 2})
x = 5
x += 2; x *= 3; x -= 1; x //= 4; x **= 2; x %= 7
print(x)
f = 1.0
f /= 3
print(f, round(f, 3))
for expr in ['1 / 0', '1 // 0', '1 % 0', '1.0 / 0', '1.5 // 0.0', '2.0 % 0', '0.0 ** -1']:
    try:
        eval_result = None
        if expr == '1 / 0': eval_result = 1 / 0
        elif expr == '1 // 0': eval_result = 1 // 0
        elif expr == '1 % 0': eval_result = 1 % 0
        elif expr == '1.0 / 0': eval_result = 1.0 / 0
        elif expr == '1.5 // 0.0': eval_result = 1.5 // 0.0
        elif expr == '2.0 % 0': eval_result = 2.0 % 0
        else: eval_result = 0.0 ** -1
    except ZeroDivisionError as e:
        print(expr, '->', e)
