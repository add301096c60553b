import torch

act = torch.nn.Hardshrink(True)  # 照 nn.ReLU(True) 写的，实际设置的是 lambd
print(act)
print(act(torch.tensor([-1.0, -0.7, 0.4, 1.0, 1.5])))  # |x| <= 1 的元素全部被置 0
