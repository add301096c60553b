import torch

x = torch.tensor([[[1.0, -2.0, -3.0, -4.0]]])
print(torch.nn.LPPool1d(2, 2)(x))  # 偶数 p：正常
print(torch.nn.LPPool1d(3, 2)(x))  # 奇数 p，窗口和为负：nan
print(torch.nn.LPPool1d(3, 2)(x.abs()))  # 通常意义下的 L3 范数
