import torch

features = torch.ones(2, 3, 4)      # (batch, tokens, dim)

print(torch.linalg.norm(features).shape)               # 不给 ord：展平后计算，没问题
print(torch.linalg.norm(features, ord=2, dim=-1).shape)  # 每个 token 一个范数
torch.linalg.norm(features, ord=2)                     # 三维输入只给 ord 不给 dim
