import torch

dist = torch.tensor([[3.0, 1.0],
                     [2.0, 5.0]], requires_grad=True)

nearest = dist.min(dim=1).values         # values 字段是张量
print(nearest.sum())
dist.min(dim=1).sum()                    # (values, indices) 结果没有张量的方法
