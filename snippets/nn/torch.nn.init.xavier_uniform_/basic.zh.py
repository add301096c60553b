import math

import torch

torch.manual_seed(0)
w = torch.empty(256, 512)  # fan_out=256，fan_in=512

torch.nn.init.xavier_uniform_(w)
print(round(w.abs().max().item(), 4), round(math.sqrt(6 / (512 + 256)), 4))  # bound = gain * sqrt(6 / (fan_in + fan_out))

torch.nn.init.xavier_normal_(w)
print(round(w.std().item(), 4), round(math.sqrt(2 / (512 + 256)), 4))  # std = gain * sqrt(2 / (fan_in + fan_out))

gain = torch.nn.init.calculate_gain("tanh")  # tanh 网络取 5/3
torch.nn.init.xavier_uniform_(w, gain=gain)
print(round(gain, 4), round(w.abs().max().item(), 4))
