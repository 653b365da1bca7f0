for x in [-5, 0, 3, 10, 42]:
    if x < 0:
        print(x, "negative")
    elif x == 0:
        print(x, "zero")
    elif x < 10:
        print(x, "small")
    else:
        print(x, "large")
if []:
    print("empty list is true?")
else:
    print("empty list is false")
if __name__ == '__main__':
    print("main", __name__)
