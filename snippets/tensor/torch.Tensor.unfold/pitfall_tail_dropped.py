import torch

seq = torch.arange(10.0)
w = seq.unfold(0, 4, 3)
print(w)                     # 9 is in no window: the tail is dropped silently
print(w.shape)

x = torch.zeros(2, 6, 5)
print(x.unfold(1, 3, 3).shape)   # (2, 2, 5, 3): the window dim goes last, not next to dim 1
