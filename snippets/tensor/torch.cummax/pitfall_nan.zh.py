import torch

x = torch.tensor([1.0, float("nan"), 5.0, 2.0])
print(x.cummax(0))                # 一旦遇到 NaN，它就一直是累计最大值
print(x.nan_to_num(float("-inf")).cummax(0).values)
