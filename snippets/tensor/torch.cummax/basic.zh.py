import torch

loss = torch.tensor([5.0, 3.0, 4.0, 1.0, 2.0])

best = loss.cummin(0)                 # 迄今最小损失及其出现的步
print(best.values)
print(best.indices)

values, indices = torch.cummax(torch.tensor([[1, 3, 2], [0, 0, 7]]), dim=1)
print(values)
print(indices)
