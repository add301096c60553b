import torch

loss = torch.tensor([0.3, 0.7, 0.2])
selected = loss[loss > 1.0]    # 没有元素通过筛选

print(selected.shape)
print(selected.mean())         # nan，既不报错也不警告
print(selected.sum() / max(selected.numel(), 1))   # 为空时得到 0
