import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [5.0, 4.0, 6.0]])

print(torch.median(x))                  # 全部元素：0 维张量
result = x.median(dim=1)                # 指定 dim：返回 (values, indices)
print(result.values, result.indices)
values, indices = x.median(dim=1, keepdim=True)
print(values.shape)
print(x[torch.arange(2), result.indices])   # 索引指向中位数所在的元素
