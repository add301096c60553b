import torch

torch.manual_seed(0)
x = torch.randn(2, 4, 3)    # （批次，token 数，特征数）
y = torch.randn(2, 4, 3)

print(torch.cosine_similarity(x, y).shape)          # 默认 dim=1：在 token 之间计算
print(torch.cosine_similarity(x, y, dim=-1).shape)  # 逐 token 计算，作用于特征维度
