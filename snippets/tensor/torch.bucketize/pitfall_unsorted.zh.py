import torch

values = torch.tensor([0, 2, 4, 6, 8])

print(torch.bucketize(values, torch.tensor([5, 1, 7, 3])))          # 结果错误，但不报错
print(torch.bucketize(values, torch.tensor([5, 1, 7, 3]).sort().values))
