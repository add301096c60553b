import torch

x = torch.tensor([[1.0, 5.0, 3.0],
                  [7.0, 2.0, 7.0]])

print(torch.max(x))                 # 整个张量：一个 0 维的值

values, indices = torch.max(x, dim=1)   # 按行：返回 (values, indices) 对
print(values, indices)                  # 并列时：第 1 行在索引 0 和 2 处都是 7

result = x.max(dim=0, keepdim=True)
print(result.values.shape, result.indices.shape)   # 具名字段，dim 保留为大小 1

print(torch.max(x, torch.tensor(4.0)))  # 传入第二个张量：逐元素取最大值
