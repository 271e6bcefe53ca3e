// A port of the CS302 Lab A handout's spellseeker (seed 004), as the handout describes it:
// Solve(r, c) removes the cell, recurses on linked neighbours, and memoizes on a string key
// with 'X' for the start, 'O' for every cell reachable from it and '-' elsewhere
// (map<string, Answer *> cache).  Used only by tests/bench/spell.py as the reference.
//
// Usage: spellseeker_ref [FILE...]   (stdin when no files); prints each grid, PATH, and the path.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

class Answer {
 public:
  int length;
  int r;
  int c;
  string key;
  Answer *nexta;
};

class SpellSeeker {
 public:
  vector<string> grid;
  map<string, Answer *> cache;
  int total_r;
  int total_c;

  Answer *Solve(int r, int c);
  void Neighbours(int r, int c, vector<pair<int, int> > &out);
  void Mark(int r, int c, string &key);
};

void SpellSeeker::Neighbours(int r, int c, vector<pair<int, int> > &out) {
  int dr = (c % 2 == 0) ? 1 : -1;
  int cand[6][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}, {r + dr, c - 1}, {r + dr, c + 1}};
  out.clear();
  for (int i = 0; i < 6; i++) {
    int rr = cand[i][0], cc = cand[i][1];
    if (rr < 0 || rr >= total_r || cc < 0 || cc >= total_c) continue;
    if (grid[rr][cc] == '-') continue;
    if (abs(grid[rr][cc] - grid[r][c]) != 1) continue;
    out.push_back(make_pair(rr, cc));
  }
}

// Depth-first search marking every cell reachable from (r, c) with 'O'.
void SpellSeeker::Mark(int r, int c, string &key) {
  vector<pair<int, int> > nb;
  Neighbours(r, c, nb);
  for (size_t i = 0; i < nb.size(); i++) {
    int idx = nb[i].first * total_c + nb[i].second;
    if (key[idx] == '-') {
      key[idx] = 'O';
      Mark(nb[i].first, nb[i].second, key);
    }
  }
}

Answer *SpellSeeker::Solve(int r, int c) {
  string key(total_r * total_c, '-');
  key[r * total_c + c] = 'X';
  Mark(r, c, key);
  map<string, Answer *>::iterator it = cache.find(key);
  if (it != cache.end()) return it->second;

  Answer *a = new Answer;
  a->r = r;
  a->c = c;
  a->key = key;
  a->nexta = NULL;
  a->length = 1;

  vector<pair<int, int> > nb;
  Neighbours(r, c, nb);
  char saved = grid[r][c];
  grid[r][c] = '-';
  for (size_t i = 0; i < nb.size(); i++) {
    Answer *sub = Solve(nb[i].first, nb[i].second);
    if (sub->length + 1 > a->length) {
      a->length = sub->length + 1;
      a->nexta = sub;
    }
  }
  grid[r][c] = saved;
  cache[key] = a;
  return a;
}

static int run(istream &in) {
  SpellSeeker s;
  string w;
  while (in >> w) s.grid.push_back(w);
  if (s.grid.empty()) return 1;
  s.total_r = s.grid.size();
  s.total_c = s.grid[0].size();
  for (size_t i = 0; i < s.grid.size(); i++) {
    if ((int)s.grid[i].size() != s.total_c) {
      cerr << "rows of different lengths\n";
      return 1;
    }
  }
  Answer *best = NULL;
  for (int r = 0; r < s.total_r; r++) {
    for (int c = 0; c < s.total_c; c++) {
      if (s.grid[r][c] == '-') continue;
      Answer *a = s.Solve(r, c);
      if (best == NULL || a->length > best->length) best = a;
    }
  }
  for (size_t i = 0; i < s.grid.size(); i++) cout << s.grid[i] << "\n";
  cout << "PATH\n";
  for (Answer *a = best; a != NULL; a = a->nexta) cout << a->r << " " << a->c << "\n";
  for (map<string, Answer *>::iterator it = s.cache.begin(); it != s.cache.end(); ++it) delete it->second;
  return 0;
}

int main(int argc, char **argv) {
  int status = 0;
  if (argc < 2) return run(cin);
  for (int i = 1; i < argc; i++) {
    ifstream f(argv[i]);
    if (!f) {
      cerr << argv[i] << ": cannot open\n";
      status = 1;
      continue;
    }
    if (run(f)) status = 1;
  }
  return status;
}
