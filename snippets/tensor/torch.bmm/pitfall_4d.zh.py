import torch

q = torch.ones(2, 8, 10, 16)               # (batch, heads, tokens, head_dim)
k = torch.ones(2, 8, 10, 16)

print((q @ k.transpose(-2, -1)).shape)     # matmul 支持任意数量的批次维度
print(torch.bmm(q.flatten(0, 1), k.flatten(0, 1).transpose(1, 2)).shape)  # 或者先合并批次维度再用 bmm
torch.bmm(q, k.transpose(-2, -1))          # bmm 只支持三维
