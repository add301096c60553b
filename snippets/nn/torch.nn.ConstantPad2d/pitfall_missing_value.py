import torch

pad = torch.nn.ConstantPad2d(2)  # expecting zeros by default, as with F.pad
