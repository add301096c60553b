import torch

x = torch.tensor([3.0, 1.0, 2.0, 1.0])

values, indices = torch.sort(x)            # 升序：返回 (values, indices)
print(values, indices)
print(torch.equal(x[indices], values))     # 用 indices 重排输入即得到 values

print(x.sort(descending=True).values)
print(x.sort(stable=True).indices)         # 相等元素保持原有顺序

m = torch.tensor([[3, 1, 2],
                  [9, 7, 8]])
print(m.sort(dim=0).values)                # 按列排序；默认 dim 是最后一维
