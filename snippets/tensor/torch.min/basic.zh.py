import torch

d = torch.tensor([[3.0, 1.0, 4.0],
                  [2.0, 5.0, 2.0]])   # 比如距离矩阵：行是查询，列是候选

print(torch.min(d))                    # 全局最小值

values, indices = torch.min(d, dim=1)  # 每个查询最近的候选
print(values, indices)                 # 并列时：第 1 行在索引 0 和 2 处都是 2.0

print(d.min(dim=0, keepdim=True).values.shape)
print(torch.min(d, torch.tensor(2.5)))   # 与张量逐元素比较，同 torch.minimum
