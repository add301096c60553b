import torch

q = torch.ones(2, 8, 10, 16)               # (batch, heads, tokens, head_dim)
k = torch.ones(2, 8, 10, 16)

print((q @ k.transpose(-2, -1)).shape)     # matmul handles any number of batch dims
print(torch.bmm(q.flatten(0, 1), k.flatten(0, 1).transpose(1, 2)).shape)  # or merge them for bmm
torch.bmm(q, k.transpose(-2, -1))          # bmm is 3-D only
