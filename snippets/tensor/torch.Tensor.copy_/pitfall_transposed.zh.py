import torch

w = torch.zeros(4, 3)               # PyTorch 的 Linear：(out, in)
external = torch.ones(3, 4)         # 比如以 (in, out) 存储的检查点
w.copy_(external.t())               # 显式转置
print(w.shape)
w.copy_(external)                   # 不会自动转置
