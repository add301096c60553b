import torch

pre = torch.tensor([2.0, 5.0, 10.0])
action = torch.tanh(pre)                 # 经过 tanh 压缩的动作，SAC 中的写法
print(action)                            # float32 中 tanh(10) 舍入成恰好 1.0
print(torch.atanh(action))               # 于是反函数得到 inf，而不是 10

eps = 1e-6
print(torch.atanh(action.clamp(-1 + eps, 1 - eps)))   # 有限了，但也不是 10
