import torch

features = torch.arange(12.0).reshape(3, 4)
print(features[:, 3])  # 第 3 列：索引第二个维度
print(features.select(1, 3))  # 同样的操作，显式写出维度

idx = torch.tensor([0, 2, 5])
valid = idx[idx < features.shape[0]]  # 丢弃超出该维度大小的索引
print(features[valid].shape)
