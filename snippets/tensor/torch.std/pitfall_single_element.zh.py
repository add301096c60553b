import torch

features = torch.tensor([[0.5, 1.5, 2.5]])   # 只有一个样本的批次

print(features.std(dim=0, correction=0))     # 单个值的总体标准差：0
print(features.std(dim=0))                   # 自由度 n - 1 = 0：nan，并给出警告
