// seed 000's 30-square board as one C array literal (squares 0..29, -1: no jump)
int move[30] = {-1, -1, 21, -1, 7, -1, -1, -1, -1, -1,
                25, -1, -1, -1, -1, -1, 3, -1, 6, 28,
                8, -1, -1, -1, -1, -1, 0, -1, -1, -1};
