import math

import torch

torch.manual_seed(0)
w = torch.empty(256, 512)  # Linear(512, 256).weight：fan_in=512，fan_out=256

torch.nn.init.kaiming_uniform_(w, nonlinearity="relu")
print(round(w.abs().max().item(), 4), round(math.sqrt(6 / 512), 4))  # bound = sqrt(2) * sqrt(3 / fan_in)

torch.nn.init.kaiming_normal_(w, nonlinearity="relu")
print(round(w.std().item(), 4), round(math.sqrt(2 / 512), 4))  # std = sqrt(2 / fan_in)

conv_w = torch.empty(64, 32, 3, 3)  # fan_in = 32*3*3，fan_out = 64*3*3
torch.nn.init.kaiming_normal_(conv_w, mode="fan_out", nonlinearity="relu")
print(round(conv_w.std().item(), 3), round(math.sqrt(2 / (64 * 9)), 3))
