import torch

x = torch.tensor([-2.0, 1.0])
act = torch.nn.LeakyReLU(True)  # copied from nn.ReLU(True), meant inplace=True
print(act)  # the first argument is negative_slope: True == 1.0
print(act(x))  # identity: negative values are not damped at all
