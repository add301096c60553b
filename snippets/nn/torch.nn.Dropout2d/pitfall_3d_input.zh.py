import torch

torch.manual_seed(0)
drop = torch.nn.Dropout2d(p=0.5)
seq = torch.ones(2, 4, 3)  # (N, C, L) 序列特征
y = drop(seq)  # 会发出警告：三维输入被视为 (N, C, L)，即按通道做一维 dropout
print(y[0])
