import torch

act = torch.nn.Hardshrink(True)  # meant like nn.ReLU(True), but this sets lambd
print(act)
print(act(torch.tensor([-1.0, -0.7, 0.4, 1.0, 1.5])))  # everything with |x| <= 1 is zeroed
