import torch

labels = torch.tensor([2, 0, 2, 1, 0])
# 不会报错：未排序的输入会保留重复值
print(labels.unique_consecutive())
print(labels.unique())                # 全部不同的值，已排序
print(labels.sort().values.unique_consecutive())
