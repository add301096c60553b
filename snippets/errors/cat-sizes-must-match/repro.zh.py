import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)  # 2 个样本，3 个特征
b = torch.ones(2, 4, device=device)   # 同样 2 个样本，另外 4 个特征
torch.cat([a, b])  # dim 默认为 0：其余维度（3 对 4）必须一致
