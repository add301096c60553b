import torch

x = torch.tensor([4.0, 6.0, 9.0])

tail = 1 - torch.erf(x)
print(tail)                      # float32 下从 x = 4.0 起就是 0
print(torch.log(tail))           # 得到 -inf，进入梯度后变成 nan
print(torch.erfc(x))             # 尾部概率仍然可以表示
print(torch.log(torch.erfc(x)))
