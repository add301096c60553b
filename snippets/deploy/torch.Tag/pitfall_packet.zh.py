import torch

print(torch.ops.aten.sum.default.tags)
print(torch.ops.aten.sum.dim_IntList.tags)  # 同一算子的不同重载，标签可能不同
torch.ops.aten.sum.tags  # 算子包没有标签：这里实际是在找名为 "tags" 的重载
