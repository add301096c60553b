import torch

labels = torch.tensor([3, 1, 3, 2, 1, 3])

values, counts = labels.unique(return_counts=True)   # 要求返回计数
print(values, counts)
values, counts = labels.unique()                     # 不加这个参数：只得到一个含 3 个值的张量
