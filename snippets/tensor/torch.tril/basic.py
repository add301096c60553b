import torch

x = torch.arange(1, 13).reshape(3, 4)

print(torch.tril(x))               # the diagonal and everything below it
print(torch.tril(x, diagonal=-1))  # strictly below the diagonal
print(x.tril(1))                   # also keeps the first super-diagonal

# "allowed" causal mask: position i may look at positions 0..i
allowed = torch.tril(torch.ones(3, 3, dtype=torch.bool))
scores = torch.zeros(3, 3)
print(scores.masked_fill(~allowed, float("-inf")).softmax(dim=-1))

# lower-triangular factor kept in place
m = torch.ones(3, 3)
m.tril_()
print(m)
