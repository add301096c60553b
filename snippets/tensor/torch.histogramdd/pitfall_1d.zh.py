import torch

values = torch.tensor([0.1, 0.4, 0.7, 0.9])   # 一维数据
print(torch.histogram(values, bins=2).hist)
print(torch.histogramdd(values.unsqueeze(1), bins=[2]).hist)
torch.histogramdd(values, bins=[2])
