import torch

w = torch.kaiser_window(8, periodic=True, beta=6.0)   # 同时写出 periodic
print(w.shape)
torch.kaiser_window(8, beta=6.0)                      # 只给 beta 匹配不到任何重载
