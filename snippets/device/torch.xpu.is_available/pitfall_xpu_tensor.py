import torch

# Code written for an Intel GPU, run on a build without XPU support.
x = torch.ones(3).to("xpu")
