import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Sequential(nn.Linear(4, 2), nn.ReLU()))
scripted.register_forward_hook(lambda module, args, output: print(output.shape))
