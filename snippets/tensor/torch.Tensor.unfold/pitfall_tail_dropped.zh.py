import torch

seq = torch.arange(10.0)
w = seq.unfold(0, 4, 3)
print(w)                     # 9 不在任何窗口中：末尾被悄悄丢弃
print(w.shape)

x = torch.zeros(2, 6, 5)
print(x.unfold(1, 3, 3).shape)   # (2, 2, 5, 3)：窗口维度放在最后，而不是紧挨着第 1 维
