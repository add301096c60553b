import torch

w = torch.tensor([1e-39])
torch.set_flush_denormal(True)
print(w, w.item())                           # 读出来是 0……
print(w.view(torch.int32))                   # ……但存储的二进制位没有改变
torch.set_flush_denormal(False)
print(w)                                     # 关闭模式后数值又回来了
