import torch

labels = torch.tensor([0.0, 1.0, 1.0])         # 标签以浮点数存储，例如从 CSV 读入

print(torch.bincount(labels.long()))           # 转换为整数数据类型
torch.bincount(labels)                         # 不支持浮点输入
