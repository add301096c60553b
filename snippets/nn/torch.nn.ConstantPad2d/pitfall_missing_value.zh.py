import torch

pad = torch.nn.ConstantPad2d(2)  # 以为和 F.pad 一样默认填 0
