import torch

x = torch.arange(1, 13).reshape(3, 4)

print(torch.triu(x))              # the diagonal and everything above it
print(torch.triu(x, diagonal=1))  # strictly above the diagonal
print(x.triu(-1))                 # also keeps the first sub-diagonal

# causal attention mask: True where a position must NOT attend (the future)
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
scores = torch.zeros(3, 3)
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))

# batched over leading dimensions; triu_ works in place
batch = torch.ones(2, 2, 2)
batch.triu_()
print(batch)
