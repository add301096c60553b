import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 4.0, 6.0, 8.0]])

print(x.sum(1, True).shape)            # sum：第二个位置参数是 keepdim
print(x.var(1, True).shape)            # var：第二个位置参数是 unbiased，不是 keepdim
print(x.var(1, False))                 # ……所以传 False 会悄悄改成除以 n
print(x.var(1, keepdim=True).shape)    # 写明参数名
