import torch

# 传感器读数，未测量的位置用 NaN 填充
readings = torch.tensor([[0.5, 1.2, float("nan")],
                         [0.0, float("nan"), float("nan")]])

print(torch.count_nonzero(readings, dim=1))        # NaN 不是零：会被计入
print(torch.count_nonzero(~readings.isnan(), dim=1))   # 改为统计实际测得的值
