import torch

latency_ms = torch.tensor([[12.0, 15.0, float("nan"), 11.0],
                           [20.0, 22.0, 21.0, 19.0]])   # 请求失败处记为 NaN

print(latency_ms.median(dim=1).values)      # 第一行的中位数是 NaN
print(latency_ms.nanmedian(dim=1).values)   # 忽略 NaN：第一行得到 12.0
print(torch.nanmedian(torch.tensor([float("nan"), float("nan")])))   # 只剩 NaN：结果仍是 NaN
