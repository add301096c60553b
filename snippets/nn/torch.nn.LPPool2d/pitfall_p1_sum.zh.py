import torch

seq = torch.tensor([[[1.0, 2.0, 3.0, 4.0]]])
print(torch.nn.LPPool1d(1, 2)(seq))  # norm_type=1：窗口内求和
print(torch.nn.AvgPool1d(2)(seq))  # 平均值只有它的一半
print(torch.nn.LPPool1d(1, 2)(-seq))  # 而且不取绝对值
