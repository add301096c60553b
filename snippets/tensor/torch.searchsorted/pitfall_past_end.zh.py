import torch

upper_bounds = torch.tensor([10.0, 50.0, 100.0])   # 订单金额上限分别为 10、50、100
shipping = torch.tensor([5.0, 3.0, 0.0])

orders = torch.tensor([8.0, 42.0, 120.0])
idx = torch.searchsorted(upper_bounds, orders)
print(idx)                                         # 120 超过了末尾：索引为 3
print(shipping[idx.clamp(max=len(shipping) - 1)])  # 用 clamp 截断，或者加一个 inf 上界

shipping[idx]                                      # 只有 3 个元素，却用了索引 3
