JUMPS = {54: 19, 90: 48, 99: 77, 9: 34, 40: 64, 67: 86}

square = 1
while True:
    throw = int(input())
    if throw == 0:
        print("You Quit!")
        break
    square = min(100, square + throw)
    square = JUMPS.get(square, square)
    print(f"You are now on square {square}")
    if square == 100:
        print("You Win!")
        break
