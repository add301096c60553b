import torch

act = torch.nn.RReLU(0.3, 0.1)  # lower 和 upper 写反了；构造时不报错
act(torch.randn(4))
