import torch

queries = torch.ones(4, 2, 3)        # (batch, n, k)
keys = torch.ones(4, 5, 3)           # (batch, m, k)

scores = torch.bmm(queries, keys.transpose(1, 2))   # (4, 2, 3) @ (4, 3, 5)
print(scores.shape)                                 # (batch, n, m)
print(torch.equal(scores, queries @ keys.transpose(1, 2)))   # 对三维输入与 matmul 相同
