import torch

torch.nn.SELU()(torch.tensor([-2, 0, 3]))  # int64 输入；报错信息里是 elu，而不是 selu
