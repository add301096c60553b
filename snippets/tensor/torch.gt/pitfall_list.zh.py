import torch

x = torch.tensor([1.0, 5.0, 3.0])
thresholds = [2.0, 2.0, 4.0]

print(x > torch.tensor(thresholds))   # 先把列表转换成张量
x > thresholds
